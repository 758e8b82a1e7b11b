# libcrypto.so.3: loo of 6 instructions at 0x177fda (sse), AT&T syntax.
.L177fda:
	movdqa (%r15,%rax,1),%xmm0
	paddq 0x40(%rbx,%rax,1),%xmm0
	m