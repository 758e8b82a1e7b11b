# libsqlite3.so.0: loop of 10 instructions at 0x8a898 (gpr), AT&T syntax.
.L8a898:
	test %eax,%eax
	jne .Lext_8a8b0
	xor %edx,%edx
	xor %ecx,%ecx
	mov %rbx,%rsi
	call *0x10(%rbx)
movl $N, %eax
	mov 0x8(%rbx),%edx
	tes %edx,%edx
	jne .L8a898
