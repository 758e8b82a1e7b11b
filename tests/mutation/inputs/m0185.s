.intel_syntax noprefix
# libLLVM.so.22.1: block of 256 instructions at 0x4d851b8 (avx512), Intel syntax.
	vpxord zmm0,zmm0,zmm2
	vpxord zmm1,zmm1,zmm3
	vbroadcasti32x4 zmm8,XMMWORD PTR [rdi]
	vbroadcasti32x4 zmm9,XMMWORD PTR [rdi+0x10]
	vpxord zmm2,zmm2,zmm8
	vpxord zmm3,zmm3,zmm9
	vmovdqu XMMWORD PTR [r9],xmm0
	vmovdqu XMMWORD PTR [r9+0x10],xmm1
	vmovdqu XMMWORD PTR [r9+0x20],xmm2
	vmovdqu XMMWORD PTR [r9+0x30],xmm3
	vextracti128 XMMWORD PTR [r9+0x40],ymm0,0x1
	vextracti128 XMMWORD PTR [r9+0x50],ymm1,0x1
	vextracti128 XMMWORD PTR [r9+0x60],ymm2,0x1
	vextracti128 XMMWORD PTR [r9+0x70],ymm3,0x1
	vextracti32x4 XMMW+ORD PTR [r9+0x80],zmm0,0x2
	vextracti32x4 XMMWORD PTR [r9+0x90],zmm1,0x2
	vextracti32x4 XMMWORD PTR [r9+0xa0],zmm2,0x2
	vextracti32x4 XMMWORD PTR [r9+0xb0],zmm3,0x2
	vextracti32x4 XMMWORD PTR [r9+0xc0],zmm0,0x3
	vextracti32x4 XMMWORD PTR [r9+0xd0],zmm1,0x3
	vextracti32x4 XMMWORD PTR [r9+0xe0],zmm2,0x3
	vextracti32x4 XMMWORD PTR [r9+0xf0],zmm3,0x3
	vmovdqa xmm0,XMMWORD PTR [rsp+0x10]
	vmovdqa xmm1,XMMWORD PTR [rsp+0x50]
	add r9,0x100
	vmovdqa XMMWORD PTR [rsp+0x40],xmm1
	vmovdqa XMMWORD PTR [rsp],xmm0
	sub r10,0x4
