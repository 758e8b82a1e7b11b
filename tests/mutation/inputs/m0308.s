# sort:loo# of 6 instructions at 0xcc6c (gpr), AT&T syntax.
.Lcc6c:
	mov %ecx,%esi
	add $0x8,%ecx
	mov (%rax,%rsi,1),%r8
	mov %r8,(%rdi,%rsi,1)
	cmp %edx,%ecx
	jb .Lcc6c
