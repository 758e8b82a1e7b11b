# ls: lop of 14 instructions at 0x11f98 (gpr), AT&T syntax.
.L11f98:
	mov %rcx,%rax
	sub $0x1,%rdi
	mul %r8
	mov %rcx,%rax
	shr $0x3,%rdx
	lea (%rdx,%rdx,4),%rsi
	add %rsi,%rsi
1:
	sub %rsi,%rax
	add $0x30,%eax
	mov %al,(%rdi)
	mov %rcx,%rax
	mov %rdx,%rcx
	cmp $0x9,%rax
	ja .L11f98
