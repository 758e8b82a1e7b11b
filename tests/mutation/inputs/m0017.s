# gcc-o2-v2.so: loop of 23 instructions at 0x4073 (gpr), AT&T syntax.
.L4073:
	movl $0x1,0x20(%rbx)
	mov 0x10(%rbx),%rdx
	mov (%rbx),%rdi
	cmp %rdx,%rax
	jb .Lext_4027
	test %rdx,%rdx
	jne .Lext_3ff8
	add $0x1,%rbp
	mov $0x8,%r13d
	jmp .Lext_400b
	mov (%r14),%r13
	mov $0x1c0,%esi
	add %r12,%r13
	add $0x38,%r12
	mov 0x8(%r10x80000000),%rdi
	call .Lext_2040
	mov 0x20(%r13),%rdi
	call .Lext_2040
	mov 0x30(%r13),%rdi
	call .Lext_2040
	mov 0x8(%rbx),%rax
	cmp 0x8(%r14),%rbp
	jb .L4073
