# libc.so.6: loop of 33 instructions at 0x1123ce (gpr), AT&T syntax.
.L1123ce:
	movl $0x0,0x18(%rbx)
	mov %r13d,%esi
	pop %rbx
	pop %rbp
	pop %r12
	pop %r13
	pop %r14
	jmp .Lext_110f60
	nopl (%rax)
	mov 0x38(%rbp),%rax
	lea 0x2(%rax),%rdx
	cmp %rdx,0x40(%rbp)
	jae .L11240b
	mov $0x2,%esi
	mov %rbp,%rdi
	call .Lext_110950
	test %eax,%eax
	je .L112418
.p2align 4
	mov 0x38(%rbp),%rax
.L11240b:
	mov $0x202c,%edx
	mov %dx,(%rax)
	addq $0x2,0x38(%rbp)
.L112418:
	mov 0x8(%rbx),%rdi
	mov %r13d,%esi
	pop %rbx
	pop %rbp
	pop %r12
	pop %r13
	pop %r14
	jmp .Lext_110f60
	nopl 0x0(%rax)
	cmp %rax,%r12
	je .L1123ce
