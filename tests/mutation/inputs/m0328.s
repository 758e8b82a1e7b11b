.intel_syntax noprefix
# gcc-o3-avx512.so: