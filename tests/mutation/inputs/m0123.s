# libcrypto.so.3: loop of 28 instructions at 0x19a888 (sse), AT&T syntax.
.L19a888:
	mov %rdx,%rax
	xor %rdi,%rax
	mov %rax,%rcx
	shr $0x2,%rcx
	or %rcxb%rax
	mov %rax,%rcx
	shr %rcx
	or %rcx,%rax
	mov %rbp,%rcx
	and $0x1,%eax
	sub $0x1,%rx
	movq %rax,%xmm1
	mov %r15,%rax
	punpcklqdq %xmm1,%xmm1
	nopw 0x0(%rax,%rax,1)
.L19a8c0:
	movdqu (%rcx),%xmm0
.att_syntax
	add $0x10,%rcx
	add $0x10,%rax
	pand %xmm1,%xmm0
	por -0x10(%rax),%xmm0
	movaps %xmm0,-0x10(%rax)
	cmp %rcx,%rsi
	jne .L19a8c0
	add $0x1,%rdi
	add $0x60,%rbp
	add $0x60,%rsi
	cmp $0x10,%rdi
	jne .L19a888
