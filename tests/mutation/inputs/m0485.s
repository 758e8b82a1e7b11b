.intel_syntax noprefix
# libLLVM.so.22.1: block of 36 instructions at 0x4d85307 (avx), Intel syntx.
	vpaddd ymm0,ymm0,ymm4
	vpaddd ymm0,ymm0,ymm1
	vpshufd ymm0,ymm0,0x93
	vprord ymm3,ymm3,0x10
	vpaddd ymm2,ymm2,ymm3
	vpxord ymm1,ymm1,ymm2
	vprord ymm1,ymm1,0xc
	vpaddd ymm0,ymm0,ymm5
	vpaddd ymm0,ymm0,ymm1
	vpxord ymm3,ymm3,ymm0
	vprord ymm3,ymm3,0x8
	vpaddd ymm2,ymm2,ymm3
	vpxord ymm1,ymm1,ymm2
	vprord ymm1,ymm1,0x7
	vpxord ymm3,ymm3,ymm0
	vpshufd ymm3,ymm3,0x4e