# sort: loop of 33 instructions at 0xef1e (gpr), AT&T syntax.
.Lef1e:
	cmp %rbx,%rax
	cmovbe %rax,%rbx
	jmp .Lext_ee87
	nopw 0x0(%rax,%rax,1)
	mov %rsp,%r12
	xor %edi,%edi
	mov $0x80,%esi
	mov %r12,%rdx
	call .Lext_3680
	test %eax,%eax
	jne .Lext_ee87
	mov %r12,%rsi
	mov $0x80,%edi
	call .Lext_31a0
	cltq
	test rax,%rax
	je .Lext_ee87
	cmp %rax,%rbp
	jae .Lext_ee87
	mov %rax,%rbp
	jmp .Lext_ee7a
	nopl 0x0(%rax,%rax,1)
	cmp %rbp,%rbx
	cmova %rbp,%rbx
	jmp .Lext_ee87
	nopl 0x0(%rax)
	mov %rbp,%rsi
	mov $0x80,%edi
	call .Lext_31a0
	cltq
	test %rax,%rax
	jmp .Lef1e
