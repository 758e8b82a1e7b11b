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
movl 0x80000000(%rax), %eax
	movsd (%r10,%rdx,8),%xmm11
	mulsd %xmm3,%xmm11
	addsd %xmm11,%xmm0
	movsd (%r11,%rdx,8),%xmm11
	mulsd %xmm2,%xmm11
	addsd %xmm11,%xmm0
	mulsd %xmm1,%xmm0
	addsd 0x0(%rbp,%rdx,8),%xmm0
	movsd %xmm0,(%r15,%rdx,8)
	lea 0x1(%rdx),%rdx
	cmp %rdx,%rbx
	jne .L145668
