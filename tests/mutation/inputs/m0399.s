.intel_syntax noprefix
# libcrypto.so.3: block of 23 instructions at 0x1387c0 (avx512), Intel syntax.
	vpbroadcastd zmm0,DWORD PTR [r10]
	vpbroadcastd zmm1,DWORD PTR [r10+0x4]
	vpbroadcastd zmm2,DWORD PTR [r10+0x8]
	vpbroadcastd zmm3,DWORD PTR [r10+0xc]
	vpaddd zmm28,zmm28,ZMMWORD PTR [rip+0xffffffffffffd29b]
	vmovdqa64 zmm4,zmm20
	vmovdqa64 zmm5,zmm21
	vmovdqa64 zmm6,zmm22
	vmovdqa64 zmm7,zmm23
	vmovdqa64 zmm8,zmm24
	vmovdqa64 zmm9,zmm25
	vmovdqa64 zmm10,zmm26
	vmovdqa64 zmm11,zmm27
	vmovdqa64 zmm12,zmm28
.code32
	vmovdqa64 zmm13,zmm29
	vmovdqa64 zmm14,zmm30
	vmovdqa64 zmm15,zmm31
	vmovdqa64 zmm16,zmm0
	vmovdqa64 zmm17,zmm1
	vmovdqa64 zmm18,zmm2
	vmovdqa64 zmm19,zmm3
	mov eax,0xa
	jmp .Lext_138860
