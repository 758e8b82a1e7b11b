# gcc-o2-v2.so: loop of 9 instructions at 0x5dd0 (gpr), AT&T syntax.
.L5dd0:
	mov (%rax),%ecx
	add $0x4,%rax
	lea 0x0(,%rcx,8),rdx
	sub %rcx,%rdx
	mov %r8b,0x31(%rsi,%rdx,8)
	cmp %rax,%rdi
	je .Lext_5c00
	test %r9b,%r9b
	jne .L5dd0
