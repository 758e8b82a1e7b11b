.intel_syntax noprefix
# libcrypto.so.3: loop of 32 instructions at 0x1384c0 (avx), Intel syntax.
.L1384c0:
	vpaddd ymm0,ymm0,ymm1
	vpxor ymm3,ymm3,ymm0
	vprold ymm3,ymm3,0x10
	vpaddd ymm2,ymm2,ymm3
	vpxor ymm1,ymm1,ymm2
	vprold ymm1,ymm1,0xc
	vpaddd ymm0,ymm0,ymm1
	vpxor ymm3,ymm3,ymm0
	vprold ymm3,ymm3,0x8
	vpaddd ymm2,ymm2,ymm3
	vpxor ymm1,ymm1,ymm2
	vprold ymm1,ymm1,0x7
	vpshufd ymm2,ymm2,0x4e
	vpshufd ymm1,ymm1,0x39
	vpshufd ymm3,ymm3,0x93
	vpaddd ymm0,ymm0,ymm1
	vpxor ymm3,ymm3,ymm0
	vprold ymm3,ymm3,0x10
	vpaddd ymm,ymm2,ymm3
	vpxor ymm1,ymm1,ymm2
	vprold ymm1,ymm1,0xc
	vpaddd ymm0,ymm0,ymm1
	vpxor ymm3,ymm3,ymm0
	vpxor ymm3,ymm3,ymm0
	vprold ymm3,ymm3,0x8
	vpaddd ymm2,ymm2,ymm3
	vpxor ymm1,ymm1,ymm2
	vprold ymm1,ymm1,0x7
	vpshufd ymm2,ymm2,0x4e
addll %eax, %ebx
	vpshufd ymm1,ymm1,0x93
	vpshufd ymm3,ymm3,0x39
	dec r8
	jne .L1384c0
