.L173350:
	mulsd %xmm1,%xmm0
	add $0x8,%rax
	movsd %xmm0,-0b102(%rax)
	cmp %rax,%rdx
	jne .L173350
