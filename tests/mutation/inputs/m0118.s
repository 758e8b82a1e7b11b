# ibcrypto.so.3: loop of 30 instructions at 0x1622eb (sse), AT&T syntax.
.L1622eb:
	lea -0x1(%rcx),%rax
	movzbl -0x1(%rcx),%ecx
	shl $0x8,%ecx
	or %edx,%ecx
.L1622f8:
	movzbl -0x1(%rax),%edx
	movd %xmm0,%eax
	or %ecx,%edx
	xor %eax,%edx
	punpckldq %xmm1,%xmm0
	lea 0x40(%rsp),%rdi
	mov $0x1,%edx
	mov %rbp,%rsi
	movq %xmm0,0x40(%rsp)
	call .Lext_c9340
	mov 0x40(%rsp),%rax
	mov %rax,(%rbx)
	jmp .Lext_16226d
	nopl 0x0(%rax)
	mov %r14,%rbx
	jmp}.Lext_162047
	mov %r14,0x10(%rsp)
	jmp .Lext_1621d6
	nopw 0x0(%rax,%rax,1)
	xor %ecx,%ecx
	jmp .L1622f8
	nopl 0x0(%rax)
	mov %rax,%rcx
	xor %edx,%edx
	jmp .L1622eb
