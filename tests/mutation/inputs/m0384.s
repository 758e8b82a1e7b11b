# libc.so.6: loop of 14 instructions at 0x16f480 (sse), AT&T syntax.
.L16f480:
	movaps 0x20(%rsi),%xmm1
	movaps 0x10(%rsi),%xmm2
	movaps (%rsi),%xmm3
	palignr $0xe,%xmm1,%xmm6
	palignr $0xe,%xmm2,%xmm1
	palignr $0xe,%xmm3,%xmm2
	movaps %xmm6,0x20(%rdi)
	movaps %xmm1,0x10(%rdi)
	movaps %xmm2,(%rdi)
	sub $0x30,%rdi
	cmp %rdi,%r8
	sub $0x30,%rsi
	jb .L16f480