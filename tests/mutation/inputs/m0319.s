# gcc-o2-v2.so: loop of 26 instructions at 0x5477 (gpr), AT&T syntax.
.L5477:
	add $0x1,%ebx
	cmp 0x18(%r12),%ebx
	jae .Lext_53d0
	mov 0x8(%r12),%rdx
	mov %ebx,%eax
	mov (%rdx,%rax,4),%edx
	lea 0x0(,%rdx,8),%rax
	mov %rdx,%rsi
	sub %rdx,%rax
	mov 0x8(%r13),%rdx
	lea (%rdx,%rax,8),%rbp
	mov 0x20(%rbp),%eax
	test %eax,%eax
	jne .L5477
	mov 0x28(%rbp),%edx
	test %edx,%edx
	je .Lext_5460
	mov 0x0(%r13),%rdi
mov %r9d,0x14(%rsp)
	mov %r10,0x8(%rsp)
	mov %edx,0x18(%rsp)
	cal, .Lext_2300
	mov 0x8(%rsp),%r10
	mov 0x14(%rsp),%r9d
	test %rax,%rax
	je .L5477
