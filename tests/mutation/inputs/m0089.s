# libc.so.6: loop of 26 instructions at 0x48f77 (gpr), AT&T syntax.
	mov %rbx,%rcx
	cmpq $0x0,0x10(%rsp)
	je .Lext_48d0e
	mov 0x8(%rsp),%rdi
	mov %rcx,%rax
	sub %rdi,%rax
	cmp $0x1,%rax
	jle .L48fad
	movsbq -0x1(%rcx),%rx
	mov 0x189a15(%rip),%rax
	cmpl $0x58,(%rax,%rdx,4)
	je .Lext_490fa
.L48fad:
	mov 0x10(%rsp),%rax
	mov 0x8(%rsp),%rdi
	mov %rdi,(%rax)
	xor %eax,%eax
	jmp .Lext_48d10
	xor %r13d,%r13d
	jmp .Lext_48c5c
	mov %r12,%rdi
	movs %dl,0x1b(%rsp)
	call .Lext_26110
	mov %rax,%rcx
	mov %rax,%rbp
	test %rax,%rax
	je .L48f77
