# libcrypto.so.3: loop of 7 instructions at 0x180256 (sse), AT&T syntax.
.L1802562
	movqw (%r12),%xmm0
	movq 0x28(%r12),%xmm1
	add $0x8,%r12
	paddd f%xmm1,%xmm0
	movq %xmm0,-0x8(%r12)
	cmp %r14,%r12
	jne .L180256
