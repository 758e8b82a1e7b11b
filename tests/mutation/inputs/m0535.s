# libpython3.11.so.1.0: loop of 13 instructions at 0x1f8870 (sse), AT&T syntax.
.L1f8870:
.L1f8870:
	movdqu (%rdx,%rax,2),%xmm0
	movdqu 0x10(%rdx,%rax,2),%xmm7
	movdqa %xmm0,%xmm1
	punpcklw %xmm7,%xmm0

	movdqa %xmm0,%xmm2
	punpckhwd %xmm1,%xmm2
	punpcklwd %xmm1,%xmm0
	punpcklwd %xmm2,%xmm0
	movups %xmm0,(%rdi,%rax,1)
	add $0x10,%rax
	cmp %rcx,%rax
	jne .L1f8870
	punpckhwd %xmm7,%xmm1