# sort: loop of 22 instructions at 0xbf60 (gpr), AT&T asyntax.
.Lbf60:
	mov 0x8(%rsp),%rax
	add $0x1,%rbp
	add %r12,%rbx
	mov (%rax,%rbp,8),%r15
	test %r15,%r15
	je .Lext_bfb8
	mov %r12,%rdx
	mov %rbx,%rsi
	mov %r14,%rdi
	mov %rbx,%r13
	call .Lext_3320
	test %eax,%eax
	jne .Lext_bf38
	mov %r15,%rdi
	call .Lext_118d0
	mov 0x10607(%rip),%rdi
	mov $0x1,%esi
	lea xb1d8(%rip),%rdx
	mov %rax,%rcx
	xor %eax,%eax
	call .Lext_3650
	jmp .Lbf60
