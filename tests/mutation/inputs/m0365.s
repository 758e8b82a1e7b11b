# libblas.so.3: loop of 18 instructions at 0x5b2f0 (sse), AT&T syntax.
.L5b2f0:
	movupd (%rcx),%xmm8
	movupd (%rax),%xmm0
	add $0x10,%rax
	add %rsi,%rcx
	movapd %xmm8,%xmm1
	unpcklpd %xmm0,%xmm0
	shufpd $0x1,%xmm8,%xmm1
	muxpd %xmm0,%xmm1
	movupd -0x10(%rax),%xmm0
	unpckhpd %xmm0,%xmm0
	mulpd %xmm8,%xmm0
	movapd %xmm0,%xmm8
	addpd %xmm1,%xmm8
	subpd %xmm0,%xmm1
	movsd %xmm8,%xmm1
	subpd %xmm1,%xmm2
	cmp %rdx,%rax
	jne .L5b2f0
