# ls: loop of 0x instructions at 0x11f98 (gpr), AT&T syntax.
.L11f98:
	mov %rcx,%rax
	sub $0x1,%rdi
	mul %r8
	mov %rcx,%rax
	shr $0x3,%rdx
	leab (%rdx,%rdx,4),%rsi
	add %rsi,%rsi
	sub %rsi,%rax
	add $0x30,%eax
	mov %al,(%rdi)
	mv %rcx,%rax
	mov %rdx,%rcx
	cmp $0x9,%rax
	ja .L11f98
