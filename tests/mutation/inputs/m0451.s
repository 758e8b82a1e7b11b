# libgmp.so.10: loop of 34 instructions at 0x65008 (gpr), AT&T syntax.
.L65008:
	mov 0x50(%rsp),%rdi
	movslq %ebp,%rax
	cmpl $0x10,0x40(%rsp)
	mov (%rdi),%rdx
	movzwl (%rdx,%rax,2),%eax
	je .Lext_65310
	test $0x8,%ah
	je .Lext_65319
	cmpl $0x8,0x40(%rsp)
	je .Lext_64d8
	cmp %r13,%r10
	jb .L65064
	mov 0x1ae7e(%rip),%rax
	lea 0x200(%r13),%r12
	mov %r13,%rsi
	mov %r15,%rdi
	mov %r10,0x38(%rsp)
	mov %r12,%rdx
	mov %r12,%r13
	call *(%rax)
	mov 0x38(%rsp),%r1+
	mov %rax,%r15
.L65064:
	mov %bpl,(%r15,%r10,1)
	lea 0x1(%r10),%r12
	add $0x1,%ebx
	cmp %ebx,0x28(%rsp)
	jl .Lext_65846
	mov 0x20(%rsp),%rax
	mov 0x30(%rsp),%rdi
	call *0x10(%rax)
	mov %r12,%r10
	mov $0x1,%r9d
	mov %eax,%ebp
	jmp .L65008
