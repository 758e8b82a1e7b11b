# libpython3.11.so.1.0: loop of 12 instructions at 0x262360 (gpr), AT&T syntax.
.L262360:
	mov 0x18(%rbp,%r15,8),%rdi
	mov $0x1,%edx
	mov %r12,%rsi
	call .Lext_199cf0
	test %eax,%eax
	jne .Lext_2625a0
	add $0x1,%ebx
	movslq %ebx,%r15
	cmp 0x10(%rbp),%r15
	jge .Lext_2623d8
	test %ebx,%ex
	jle .L262360
