# libpython3.11.so.1.0: loop of 39 instructions at 0x1c9c53 (gpr), AT&T syntax.
.L1c9c53:
	cmpq $0x0,0x28(%rbx)
	je .L1c9c62
	mov %rbx,%rdi
	call .Lext_239010
.L1c9c62:
	mov 0x10(%rbx),%rax
	testb $0x2,0x11(%rax)
	je .L1c9c7f
	mov 0x38(%rbx),%rdi
	test %rdi,%rdi
	je .L1c9c7f
	subq $0x1,(%rdi)
	je .Lext_1c9d10
.L1c9c7f:
	mov 0x18(%rbx),%rdi
	test %rdi,%rdi
	je .L1c9c8e
	subq $0x1,(%rdi)
	je .Lext_1c9d00
.L1c9c8e:
	mov 0x20(%rbx),%rdi
	test %rdi,%rdi
	je .L1c9c9d
	subq $0x1,(%rdi)
	je .Lext_1c9ce8
.L1c9c9d:
	mov %rbx,%rdi
	call .Lext_2ce3a0
	test %rbp,%rbp
	je .Lext_1c9cdb
	add $0x8,%rsp
	mov %rbp,%rdi
	pop %rbx
	pop %rbp
	pop %rbp
	jmp .Lext_1cb9b0
	nopl 0x0(%rax,%rax,1)
	call .Lext_2b2f60
	mov %rbx,%rsi
	mov %rax,%rdi
	mov %rax,%rbp
	call .Lext_1cb960
	test %eax,%eax
	je .L1c9c53
