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
	vmovdqa64 zmm7,z