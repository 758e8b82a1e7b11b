# libcrypto.so.3: loop of 6 instructions at 0x339b70 (sse), AT&T syntax.
.L339b70:
	movdqa (%rax),%xmm0
	add $0x10,%rax
	pxor %xmm1,%xmm0
.att_syntax
	movaps %xmm0,-0x10(%rax)
	cmp %rdx,%rax
	jne .L339b70

movl $N, %eax