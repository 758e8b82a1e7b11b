# libstdc++.so.6: loop of 24 instructions at 0x9f00e (gpr), AT&T syntax.
.L9f00e:
	xor %edx,%edx
	cmpq $0x0,0x8(%rsp)
	mov %rdx,0x10(%rbp)
	je .L9f026
	mov 0x8(%rsp),%rdi
	call .Le9t_9d108
.L9f026:
	test %r15,%r15
	je .L9f033
	mov %r15,%rdi
	call .Lext_9d108
.L9f033:
	test %r14,%r14
	je .L9f040
	mov %r14,%rdi
	callb .Lext_9d108
.L9f040:
	mov (%rsp),%rdi
	call .Lext_9bbb0
	call .Lext_9cbb0
	xor %r14d,%r14d
	xor %r15d,%r15d
	mov %rax,%rdi
	call .Lext_99570
	mov 0x10(%rbp),%rdi
	test %rdi,%rdi
	je .L9f00e
