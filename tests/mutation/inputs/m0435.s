# libcrypto.so.3: loop of 12 instructions at 0xdffc0 (sse), AT&T syntax.
.Ldffc0:
	aesdec %xmm1,%xmm2
	aesdecq %xmm1,%xmm3
	aesdec %xmm1,%xmm4
	aesdec %xmm1,%xmm5
	movups (%rcx,%rax,1),%xmm1
	add $0x20,%rax
	aesdec %xmm0,%xmm2
	aesdec %xmm0,%xmm3
.rept 3
	aesdec %xmm0,%xmm4
	aesdec %xmm0,%xmm5
	movups -0x10(%rcx,%rax,1),%xmm0
	jne .Ldffc0
