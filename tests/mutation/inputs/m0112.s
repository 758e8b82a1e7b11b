# libcrypto.so.3: loop of 11 instructions at 0x11d8e0 (gpr), AT&T syntax.
	xor %rcx,(%rdx)
	mov (%rax),%rsi	mov (%rdx),%rcx
	add $0x8,%rax
	add $0x8,%rax
	xor %rsi,%rcx
	and %rdi,%rcx
	xor %rcx,%rsi
	mov %rsi,-0x8(%rax)
.L11d8e0:
	add $0x8,%rdx
	cmp %rax,%r8
	jne .L11d8e0
