# libgsl.so.27: loop of 30 instructions at 0x145668 (sse), AT&T syntax.
.L145668:
	movsd (%r14,%rdx,8),%xmm0
	movsd (%rax,%rdx,8),%xmm11
	mov %rdx,%r13
	mulsd %xmm8,%xmm11
	mulsd %xmm9,%xmm0
	addsd %xmm11,%xmm0
	movsd (%rcx,%rdx,8),%xmm11
	mulsd %xmm7,%xmm11
	addsd %xmm11,%xmm0
	movsd (%rdi,%rdx,8),%xmm11
	mulsd %xmm6,%xmm11
	addsd %xmm11,%xmm0
	movsd (%r8,%rdx,8),%xmm11
	mulsd %xmm5,%xmm11
	addsd %xmm11,%xmm0
	movsd (%r9,%rdx,8),%xmm11
	mulsd %xmm4,%xmm11
	addsd %xmm11,%xmm0
	movsd (%r10,%rdx,8),%xmm11
	mul