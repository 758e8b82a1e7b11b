# libLLVM.so.22.1: block of 14 instructions at 0x4d7e44f (avx), AT&T syntax.
	vshufps $0xd6,%ymm5,%ymm4,%ymm8
	vpshufd $0xf,%ymm4,%ymm9
	vpshufd $0x39,%ymm8,%ymm4
	vshufpsl $0xfa,%ymm7,%ymm6,%ymm8
	vshufps $0xfa,%ymm7,%ymm6,%ymm8
	vpblendd $0xaa,%ymm8,%ymm9,%ymm9
	vpunpcklqdq %ymm5,%ymm7,%ymm8
	vpblendd $0x88,%ymm6,%ymm8,%ymm8
	vpshufd $0x78,%ymm8,%ymm8
	vpunpckhdq %ymm7,%ymm5,%ymm5
	vpunpckldq %ymm5,%ymm6,%ymm6
	vpshufd $0x1e,%ymm6,%ymm7
	vmovdqa %ymm9,%ymm5
	vmovdqa %ymm