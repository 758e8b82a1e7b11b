# libcrypto.so.3: block of 7 instructions at 0x138170 (avx512), AT&T syntax.
	vpaddd %zmm20,%zmm19,%zmm3
	vmovdqa32 %zmm17,%zmm1
	vmovdqa32 %zmm18,%zmm2
	vmovdqa32 %zmm16,%zmm0
	mov $0xa,%r8
	vmovdqa32 %zmm3,%zmm19
	jmp .Lext_1381a0
