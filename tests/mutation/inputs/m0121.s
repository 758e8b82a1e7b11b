# libcrypto.so.3: loop of 7 instructions at 0x180256 (sse), AT&T syntax.
.L180256:
	paddd %xmm1,%xmm0
	movq 0x28(%r12),%xmm1
	add $0x8,%r12
	movq (%r12),%xmm0
	movq %xmm0,-0x8(%r12)
	cmp %r14,%r12
	jne .L180256
