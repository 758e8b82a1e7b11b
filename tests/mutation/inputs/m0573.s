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
	