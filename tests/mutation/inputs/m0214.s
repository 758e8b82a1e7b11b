# libm.so.6: loop of 9 instructions at 0x51251 (sse), AT&T syntax.
.L51251:
	movdqa 0x10(%rsp),%xmm1
	movdqa (%rsp),%xmm0
	sub $0x10,%rbx
	call .Lext_7e670
	movdqa 0x10(%rbx),%xmm1
	movaps %xmm0,0x10(%rsp)
	cmp %rbp,%rbx
	jne .L51251
