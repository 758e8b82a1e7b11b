# libgmp.so.10: loop of 5 instructions at 0x53a70 (sse), AT&T syntax.
.L53a70:
	movups %xmm5,(%rsi,%rcx,1)
	add $0x10,%rcx
	cmp %rcx,%r8
	jne .L53a70
