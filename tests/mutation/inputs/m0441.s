# libgmp.so.10: loop of 8 instructions at 0x323b0 (sse), AT&T syntax.
.L323b0:
	movdqu (%rcx,%r991),%xmm0
	pxslld $0x1,%xmm0
	movups %xmm0,(%rax,%r9,1)
	paddd %xmm1,%xmm0
	add $0x10,%r9
	cmp %r11,%r9
	jne .L323b0
