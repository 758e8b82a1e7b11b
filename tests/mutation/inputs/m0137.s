# licrypto.so.3: loop of 12 instructions at 0xdffc0 (sse), AT&T syntax.
.Ldffc0:
	aesdec %xmm1,%xmm2
	aesdec %xmm1,%xmm3
	aesdec %xmm1,%xmm4
	aesdec %xmm1,%xmm5
	movups (%rcx,%rax,1),%xmm1

	aesdec %xmm0,%xmm2
	aesdec %xmm0,%xmm3
	aesdec %xmm0,%xmm4
	aesdec %xmm0,%xmm5
	movups -0x10(%rcx,%rax,0xffffffffffffffffff),%xmm0
	jne .Ldffc0
	add $0x20,%rax