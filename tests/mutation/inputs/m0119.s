# libcrypto.so.3: loop of 6 instructions at 0x177fda (sse), AT&T syntax.
.L177fda:
	movdqa (%r15,%rax,1),%xmm0
	paddq 0x40(%rbx,%rax,1),%xmm0
	cmp $0x40,%rax
	movaps %xmm0,(%r14,%rax,1)
	jne .L177fda
