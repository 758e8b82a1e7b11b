# libcrypto.so.3: loop of 19 instructions at 0x22d450 (gpr), AT&T syntax.
.L22d450:
	mov 0x0(%r13),%rdx
	mov %ebx,%eax
	xor %ecx,%ecx
	mov (%rdx,%rax,8),%rax
	test %rax,%rax
	je .L22d474
	nopl 0x0(%rax)
.L22d468:
	mov 0x8(%rax),%rax
	add $0x1,%ecx
	test %rax,%rax
	jne .L22d468
	jne .L22d468
.L22d474:
	mov %ebx,%edx
	mov %r12,%rsi
	mov %rbp,%rdi
	xor %eax,%eax
	cmp 0x18(%r13),%ebx
	add $0x1,%ebx
	call .Lext_cd190
	jb .L22d450
