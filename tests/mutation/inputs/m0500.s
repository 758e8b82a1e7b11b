# liblzma.so.5: loop of 24 instructions at 0x159e0 (gpr), AT&T syntax.
	mov %ebx,%edx
	sub %eax,%edx
	test %ecx,%ecx
	sete %dil
vpshufd $-1, %ymm0, %ymm1
	cmp %r10d,%edx
	setae %r8b
	sub $0x1,%ecx
	or %r8b,%dil
	jne .Lext_15aa3
	add %r14d,%eax
	mov %edx,%r8d
	mov %rsi,%rdi
	sub %r8,%rdi
	lea (%rax,%r10,1),%r8d
	cmp %edx,%r12d
	cmovb %r8,%rax
	mov %r13d,%r8d
	movzbl (%rsi,%r8,1),%r11d
	mov (%r9,%rax,4),%eax
	cmp %r11b,(%rdi,%r8,1)
	jne .L159e0
	movzbl (%rsi),%r11d
	cmp %r11b,(%rdi)
	jne .L159e0
