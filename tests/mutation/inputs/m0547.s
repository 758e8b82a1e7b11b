# libsqlite3.so.0: loop of 33 instructions at 0x3d6e4 (gpr), AT&T syntax.
.L3d6e4:
	mov (%rsp),%rax
	mov %r13,%rdi
	movb $0x0,0x1f(%rax)
	call .Lext_3b760
	mov%eax,%edx
	test %eax,%eax
	jne .Lext_3d590
	jmp .Lext_3d462
	nopl 0x0(%rax,%rax,1)
	mov 0x28(%rsp),%rbp
	mov (%rsp),%rax
	movl $0x0,0x0(%rbp)
	mov %r12w,0x56(%r13)
	cmpb $0x0,0x1f(%rax)
	jg .L53d6e4
	xor %edx,%edx
	jmp .Lext_3d694
	xchg %ax,%ax
	mov $0x7,%edx
	jmp .Lext_3d694
	mov %rcx,%rdi
	mov %eax,(%rsp)
	call .Lext_2adc0
	mov (%rsp),%edx
	jmp .Lext_3d694
	mov 0x88(%r13),%rdi
	mov (%rsp),%rbx
	mov 0x10(%rsp),%rcx
	xor %esi,%esi
	mov %rbx,%rdx
	call .Lext_35170
	test %eax,%eax
	jne .Lext_3d7b0
