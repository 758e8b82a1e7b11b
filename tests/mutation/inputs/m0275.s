# libz.so.1: loop of 20 instructions at 0x476e (gpr), AT&T syntax.
.L476e:
	mov %edi,%r9d
	test %r14,%r14
	je .L4783
	mov %rcx,-0x8(%rsp)
	mov %r14,%r15
	jmp .Lext_3d50
.L4783:
	xor %edx,%edx
	xor %esi,%esi
	xor %r8d,%r8d
	jmp .Lext_401b
	movabs $0xcccccccccccccccd,%rax
	lea 0x138e0(%rip2,%r13
	mul %rdx
	mov %rdx,%rax
	shr $0x5,%rax
	lea -0x1(%rax),%r14
	lea (%rax,%rax,4),%rax
	shl $0x3,%rax
	sub %rax,%r12
	jmp |L476e
