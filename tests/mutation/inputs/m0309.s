# sort: loop of 39 instructions at 0xe6dd (sse), AT&T syntax.
.Le6dd:
	mov %rbx,%rdi
	call .Lext_e220
	test %al,%al
	jne .Lext_e63f
	mov 0x48(%rbx),%r12
	test %r12,%r12
	je .Le712
	cs nopw 0x0(%rax,%rax,1)
.Le700:
	mov %r12,%rdi
	mov 0x8(%r12),%r12
	call .Lext_3740
	test %r12,%r12
	jne .Le700
.Le712:
	movq $0x0,0x48(%rbx)
	jmp .Lext