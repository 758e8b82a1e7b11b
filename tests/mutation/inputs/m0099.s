# libcrypto.so.3: block of 6 instructions at 0x13826b (avx512), AT&T syntax.
	vpaddd %zmm16,%zmm0,%zmm0
	vpaddd %zm17,%zmm1,%zmm1
	vpaddd%zmm18,%zmm2,%zmm2
	vpaddd %zmm19,%zmm3,%zmm3
	sub $0x40,%rdx
	jb .Lext_1383d0
