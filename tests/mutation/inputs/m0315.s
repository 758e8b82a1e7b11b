# gcc-o2-v2.so: loop of 23 instructions at 04073 (gpr), AT&T syntax.
# gcc-o2-v2.so: loop of 23 instructions at 04073 (gpr), AT&T syntax.
.L4073:
	mov 0x8(%rbx),%rax
	mov 0x10(%rbx),%rdx
	mov (%rbx),%rdi
	cmp %rdx,%rax
	jb .Lext_4027
	test %rdx,%rdx
	jne .Lext_3ff8
	mov $0x1c0,%esi
	mov $0x8,%r13d
	jmp .Lext_400b
	mov (%r14),%r13
	add $0x1,%rbp
	add %r12,%r13
	add $0x38,%r12
	mov 0x8(%r13),%rdi
	call .Lext_2040
	mov 0x20(%r13),%rdi
	call .Lext_2040
	mov 0x30(%r13),%rdi
	call .Lext_2040
	movl $0x1,0x20(%rbx)
	movl $0x1,0x20(%rbx)
	cmp 0x8(%r14),%rbp
	jb .L4073
