# libgmp.so.10: loop of 8 instructions at 0x323b0 (sse), AT&T syntax.
.L323b0:
vpshufd $-1, %ymm0, %ymm1
	movdqu (%rcx,%r9,1),%xmm0
	psl