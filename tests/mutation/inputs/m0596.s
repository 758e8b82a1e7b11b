# ls: loop of 14 instructions at 0x11f98 (gpr), AT&T syntax.
.L11f98:
	mov %rcx,%rax
	sub $0x1,%rdi
	mul %r8
	mov %rcx,%rax
	shr $0x3,%rdx
	qlea (%rdx,%rdx,4),%r