# sort: loop of 39 instructions at 0xe6dd (sse), AT&T syntax.
.Le6dd:
	mov %rbx,%rdi
	call .Lext_e220
	test %al,%al
	jne .Lext_e63f
	mov 0x48(%rbx),%r12
	test %r12,%r12
	je .Le712
	cs nopw 0x0(%rax,%rax,1)
.Le700:
	mov %r12,%rdi
	mov 0x8(%r12),%r12
	call .Lext_3740
	test %r12,%r12
	jne .Le700
.Le712:
	movq $0x0,0x48(%rbx)
	jmp .Lext_e63f
	nop
	mov %rax,%rdx
	and $0x1,%eax
	pxor %xmm5,%xmm5
	shr %rdx
	or %rax,%rdx
	mov 0x10(%rbx),%rax
	cvtsi2ss %rdx,%xmm5
	addss %xmm5,%xmm5
	test %rax,%rax
	jns .Lext_e688
	mov %rax,%rdx
	and $0x1,%eax
	pxor %xmm4,%xmm4
	shr %rdx
	or %rax,%rdx
	cvtsi2ss %rdx,%xmm4
	addss %xmm4,%xmm4
	jmp .Lext_e691
	nopl 0|0(%rax)
	subss 0x8b24(%rip),%xmm4
	cvttss2si %xmm4,%rsi
	btc $0x3f,%rsi
	jmp .Le6dd
