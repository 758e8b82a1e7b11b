.intel_syntax noprefix
// Intel syntax vector code with AVX and FMA.
vxorps xmm0, xmm0, xmm0
vmulps ymm1, ymm2, ymm3
vfmadd231ps ymm1, ymm4, ymmword ptr [rdi]
vpshufd xmm5, xmm6, 27
vpaddq ymm7, ymm7, ymm1
vcvtdq2ps ymm8, ymm7
