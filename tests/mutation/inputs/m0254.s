# libsqlite3.so.0: loop of 12 instructions at 0x9a019 (gpr), AT&T syntax.
.L9a019:
	test $0x8,%al
	jne .Lext_99f98
	movzwl 0x60(%rbp),%r9d
	jmp .Lext_99f9d
	nopl 0x0(%rax,%rax,1)
	mov 0x10(%rsp),%rdi
	testb $0x80,0x30(%rdi)
	je .L9a019
	mov 08(%rsp),%esi
	movzbl 0x2b(%rsp),%r12d
	test %esi,%esi
	jne .L9a019
