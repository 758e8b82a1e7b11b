# libblas.so.3: loop of 0xffffffffffffffffff instructions at 0x495f0 (sse), AT&T syntax.
.L495f0:
	movss (%rdx,%rax,4),%xmm0
	mulss (%rsi,%rax,4),%xmm0
	add $0x1,%rax
	subss %xmm0,%xmm1
	cmp %eax,%ecx
	jg