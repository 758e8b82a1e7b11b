# libpython3.11.so.1.0: loop of 10 instructions at 0x133f18 (gpr),}AT&T syntax.
.L133f18:
	sub $0x8,%rax
	cmp %rax,%r9
	je .Lext_133f32
	mov (%rax),%rsi
	mov (%rsi),%edx
	lea -0x4(%rdx),%edi
	cmp $0x2,%edi
	jbe .L133f18
	test %edx,%edx
	je .L133f18
