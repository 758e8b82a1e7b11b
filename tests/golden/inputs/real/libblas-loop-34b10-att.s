# libblas.so.3: loop of 8 instructions at 0x34b10 (avx), AT&T syntax.
.L34b10:
	movsd (%rdx),%xmm0
	add $0x8,%rax
	add $0x8,%rdx
	mulsd %xmm1,%xmm0
	addsd -0x8(%rax),%xmm0
	movsd %xmm0,-0x8(%rax)
	cmp %rcx,%rax
	jne .L34b10
