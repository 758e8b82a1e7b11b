/* Stub for freestanding rv32 builds (no rv32 libc headers on Debian 12). */
double sqrt(double); double fma(double, double, double); double ceil(double);
double floor(double); double trunc(double); float fmaxf(float, float);
float fminf(float, float); float fabsf(float); float copysignf(float, float);
