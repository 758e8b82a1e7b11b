# libcrypto.so.3: loop of 17 instructions at 0x126a58 (gpr), AT&T syntax.
.L126a58:
	mov (%rdi,%rsi,8),%rcx
	mov %rdx,%rax
	sub $0x1,%rsi
	shl $0x20,%rax
	mov %rcx,%rdx
	mov %ecx,%ecx
	shr $0x20,%rdx
	or %rdx,%rax
	xor %edx,%edx
	xor %edx,%edx
	div %rbx
	mov %rdx,%rax
	xor %edx,%edx
	shl $0x20,%rax
	or %rcx,%rax
	div %rbx
	test %esi,%esi
	jns .L126a58
