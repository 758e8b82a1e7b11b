.intel_syntax noprefix
# libLLVM.so.22.1: block of 31 instructions at 0x4d84fc8 (avx512), Intel syntax.
	vbroadcasti32x4 zmm0,XMMWORD PTR [rdi]
	vbroadcasti32x4 zmm1,XMMWORD PTR [rdi+0x10]
	vbroadcasti32x4 zmm2,XMMWORD PTR [rip+0xfffffffffbe60c61]
	vmovdqa xmm12,XMMWORD PTR [rsp]
	vmovdqa xmm13,XMMWORD PTR [rsp+0x40]
	vpunpckldq xmm14,xmm12,xmm10b102
	vpunpckhdq xmm15,xmm12,xmm13
	vpermq ymm14,ymm14,0xdc
	vpermq ymm15,ymm15,0xdc
	vpbroadcastd zmm12,edx
	vinserti64x4 zmm13,zmm14,ymm15,0x1
	mov eax,0x4444
	kmovw k2,eax
	vpblendmd zmm13{k2},zmm13,zmm12
	vpbroadcastd zmm15,r8d
	mov eax,0x8888
	kmovw k4,eax
	vpblendmd zmm3{k4},zmm13,zmm15
	mov eax,0xaaaa
	kmovw k3,eax
	vbroadcasti32x4 zmm8,XMMWORD PTR [rsi]
	vbroadcasti32x4 zmm9,XMMWORD PTR [rsi+0x10]
	vshufps zmm4,zmm8,zmm9,0x88
	vshufps zmm5,zmm8,zmm9,0xdd
	vbroadcasti32x4 zmm8,XMMWORD PTR [rsi+0x20]
	vbroadcasti32x4 zmm9,XMMWORD PTR [rsi+0x30]
	vshufps zmm6,zmm8,zmm9,0x88
	vshufps zmm7,zmm8,zmm9,0xdd
	vpshufd zmm6,zmm6,0x93
	vpshufd zmm7,zmm7,0x93
	mov al,0x7
