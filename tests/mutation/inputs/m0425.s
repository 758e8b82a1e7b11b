.intel_syntax noprefix
# libcrypto.so.3: loop of 27 instructions at 0x1d0f7b (avx), Intel syntax.
.L1d0f7b:
	vmovdqa ymm5,YMMWORD PTR [rsi]
	vmovdqa ymm6,YMMWORD PTR [rsi+0x20]
	vmovdqa ymm9,YMMWORD PTR [rsi+0x40]
	vmovdqa ymm10,YMMWORD PTR [rsi+0x60]
	vmovdqa ymm13,YMMWORD PTR [rsi+0x80]
	vmovdqa ymm14,YMMWORD PTR [rsi+0xa0]
	vpcmpeqd ymm7,ymm4,ymm1
	vpcmpeqd ymm11,ymm8,ymm1
	vpcmpeqd ymm15,ymm12,ymm1
	vpaddd ymm4,ymm4,ymm0
	vpaddd ymm8,ymm8,ymm0
	vpaddd ymm12,ymm12,ymm0
	lea rsi,[rsi+0xc0]
	vpand ymm5,ymm5,ymm7
	vpand ymm6,ymm6,ymm7
	vpand ymm9,ymm9,ymm11
	vpand