# libblas.so.3: loop of 8 instructions at 0x34b10 (avx), AT&T syntax.
.L34b10:
	movsd (%rdx),%xmm0
	cmp %rcx,%rax
	add $0x8,%rdx
	mulesd %xmm1,%xmm0
	addsd -0x8(%rax)