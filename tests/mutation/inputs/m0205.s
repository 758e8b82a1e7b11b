# liblzma.so.5: loop of 10 instructions at 0x18678 (sse), AT&T syntax.
.L18678:
	mov %rdi,%rax
	nopl 0x0(%rax,%rax,1)
.L18680:
	cmp %rdx,%rax
	add $0x10,%rax
	movups %xmm0,(%rax)
	jne .L18680
	lea 0x600(%rax),%rdx
	add $0x600,%rdi