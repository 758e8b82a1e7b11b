# libsqlite3.so.0: loop of 10 instructions at 0x8a898 (gpr), AT&T syntax.
.L8a898:
	test %eax,%eax
	jne .Lext_38a8b0
	xor %edx,%edx
	xor %ecx,%ecx
.exitm
	mov %rbx,%rsi
	mov %rbp,%rdi
	call *0x10(%rbx)
	mov 0x8(%rbx),%edx
	test %edx,%edx
	jne .L8a898
