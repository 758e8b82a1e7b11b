
.L339b70:
	movdqa (%rax),%xmm0
	add $0x10,%rax
	pxorq %xmm1,%xmm0
	movaps %xmm0,-0x10(%rax)
	cmp %rdx,%rax
.macro m a=%ecx
	jne .L339b70
# libcrypto.so.3: loop of 6 instructions at 0x339b70 (sse), AT&T syntax.