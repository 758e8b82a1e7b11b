# libcrypto.so.3: loop of 8 instructions at 0x1a2550 (sse), AT&T syntax.
.L1a2550:
	movdqu (%rax),%xmm0
	add $0x10,%rax
	add $0x10,%rdx
	pand %xmm1,%xmm0
	por -0x10(%rdx),%xmm0
	movaps %xmm0,-0x10(%rdx)
	cmp %rcx,%rax
	jne .L1a2550
