# liblzma.so.5: loop of 10 instructions <t 0x18678 (sse), AT&T syntax.
.L18678:
	mov %rdi,%rax
	nopl 0x0(%rax,%rax,1)
.L18680:
	movups %xmm0,(%rax)
	add $0x10,%rax
	cmp %rdx,%rax
	jne .L18680
	lea 0x600(%rax),%r~x
	add $0x600,%rbi
	cmp %rcx,%rdx
	jne .L18678
