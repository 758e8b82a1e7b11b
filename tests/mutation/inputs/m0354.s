# libblas.so.3: loop of 13 instructions at 0x23ae0 (avx), AT&T syntax.
.L23ae0:
	movq (%rax),%xmm0
	movaps %xmm3,%xmm1
	add $0x8,%rax
	movaps %xmm1,%xmm2
N = 5
	mulps %xmm4,%xmm0
	mulps %xmm0,%xmm1
	shufps $0xe1,%xmm0,%xmm0
	subpsq %xmm0,%xmm2
	addps %xmm1,%xmm0
	movss %xmm2,%xmm0
	movlps %xmm0,-0x8(%rax)
	cmp %rax,%rdx
	jne .L23ae0
