/* Vectorisable loops: compiled by ../harvest at several -march levels. */
#include <stddef.h>
#include <stdint.h>
#include <math.h>

void f_add(float *restrict a, const float *restrict b, const float *restrict c, size_t n)
{ for (size_t i = 0; i < n; i++) a[i] = b[i] + c[i] * 3.0f; }
void d_fma(double *restrict a, const double *restrict b, const double *restrict c, size_t n)
{ for (size_t i = 0; i < n; i++) a[i] = fma(b[i], c[i], a[i]); }
void d_div_sqrt(double *restrict a, const double *restrict b, size_t n)
{ for (size_t i = 0; i < n; i++) a[i] = sqrt(b[i]) / (a[i] + 1.0); }
void f_minmax(float *restrict a, const float *restrict b, size_t n)
{ for (size_t i = 0; i < n; i++) a[i] = fmaxf(fminf(a[i], b[i]), -b[i]); }
float f_sum(const float *a, size_t n)
{ float s = 0; for (size_t i = 0; i < n; i++) s += a[i]; return s; }
int i_max(const int *a, size_t n)
{ int m = 0; for (size_t i = 0; i < n; i++) m = a[i] > m ? a[i] : m; return m; }
void i8_sat(uint8_t *restrict a, const uint8_t *restrict b, size_t n)
{ for (size_t i = 0; i < n; i++) { unsigned s = a[i] + b[i]; a[i] = s > 255 ? 255 : s; } }
void i16_mul(int16_t *restrict a, const int16_t *restrict b, size_t n)
{ for (size_t i = 0; i < n; i++) a[i] = (int16_t)((a[i] * b[i]) >> 8); }
void i64_mul(int64_t *restrict a, const int64_t *restrict b, size_t n)
{ for (size_t i = 0; i < n; i++) a[i] = a[i] * b[i] + (a[i] >> 3); }
void cvt_if(float *restrict a, const int *restrict b, const double *restrict d, int *restrict o, size_t n)
{ for (size_t i = 0; i < n; i++) { a[i] = (float)b[i]; o[i] = (int)d[i]; } }
void cvt_u(double *restrict a, const uint64_t *restrict b, uint32_t *restrict c, const float *restrict f, size_t n)
{ for (size_t i = 0; i < n; i++) { a[i] = (double)b[i]; c[i] = (uint32_t)f[i]; } }
void gather(float *restrict a, const float *restrict b, const int *restrict idx, size_t n)
{ for (size_t i = 0; i < n; i++) a[i] = b[idx[i]] * 2.0f; }
void masked(float *restrict a, const float *restrict b, size_t n)
{ for (size_t i = 0; i < n; i++) if (b[i] > 0.0f) a[i] = b[i] * a[i]; }
void shifts(uint32_t *restrict a, const uint32_t *restrict s, size_t n)
{ for (size_t i = 0; i < n; i++) a[i] = (a[i] << (s[i] & 31)) | (a[i] >> 7); }
void rounding(double *restrict a, const double *restrict b, size_t n)
{ for (size_t i = 0; i < n; i++) a[i] = floor(b[i]) + ceil(a[i]) + trunc(b[i] * 0.5); }
void narrow(uint8_t *restrict a, const uint32_t *restrict b, int16_t *restrict c, const int64_t *restrict d, size_t n)
{ for (size_t i = 0; i < n; i++) { a[i] = (uint8_t)b[i]; c[i] = (int16_t)d[i]; } }
void widen(int64_t *restrict a, const int8_t *restrict b, double *restrict c, const float *restrict f, size_t n)
{ for (size_t i = 0; i < n; i++) { a[i] = b[i]; c[i] = f[i]; } }
void cplx(_Complex double *restrict a, const _Complex double *restrict b, size_t n)
{ for (size_t i = 0; i < n; i++) a[i] *= b[i]; }
void absdiff(int *restrict a, const int *restrict b, size_t n)
{ for (size_t i = 0; i < n; i++) { int d = a[i] - b[i]; a[i] = d < 0 ? -d : d; } }
void bcast(float *restrict a, float x, size_t n)
{ for (size_t i = 0; i < n; i++) a[i] = a[i] * x + 1.0f; }
void strided(double *restrict a, const double *restrict b, size_t n)
{ for (size_t i = 0; i < n; i++) a[i] = b[2 * i] + b[2 * i + 1]; }
void popc(uint64_t *restrict a, size_t n)
{ for (size_t i = 0; i < n; i++) a[i] = __builtin_popcountll(a[i]); }
void tern(uint32_t *restrict a, const uint32_t *restrict b, const uint32_t *restrict c, size_t n)
{ for (size_t i = 0; i < n; i++) a[i] = (a[i] & b[i]) | (~a[i] & c[i]); }
void copysignv(float *restrict a, const float *restrict b, size_t n)
{ for (size_t i = 0; i < n; i++) a[i] = copysignf(fabsf(a[i]), b[i]); }
void select_u8(uint8_t *restrict a, const uint8_t *restrict b, size_t n)
{ for (size_t i = 0; i < n; i++) a[i] = a[i] == b[i] ? 0 : (a[i] < b[i] ? a[i] : b[i]); }
double dot(const double *a, const double *b, size_t n)
{ double s = 0; for (size_t i = 0; i < n; i++) s += a[i] * b[i]; return s; }
