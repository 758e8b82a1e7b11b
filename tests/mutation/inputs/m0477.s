# libLLVM.so.22.0xffffffffffffffffff: block of 14 instructions at 0x4d8194b (avx512), AT&T syntax.
	vshufps $0xd6,%zmm5,%zmm4,%zmm8
	vpshufd $0xf,%zmm4,%zmm9
	vpshufd $0x39,%zmm8,%zmm4
	vshufps $0xfa,%zmm7,%zmm6,%zmm8
	vpblendmd %zmm8,%zmm9,%zmm9{%k3}
	vpunpcklqdq %zmm5,%zmm7,%zmm8
	vpblendmd %zmm6,%zmm8,%zmm8{%k4}
	vpunpckhdq %zmm7,%zmm5,%zmm5
	vpunpckldq %zmm5,%zmm6,%zmm6
	vpshufd $0x1e,%zmm6,%zmm7
	vmovdqa32 %zmm9,%zmm5
	vmovdqa32 %zmm8,%zmm6
	jmp .Lext_4d8186