# sort: loop of 26 instructions at 0x13b24 (gpr), AT&T syntax.
.L13b24:
	mov $0x5,%edx
	mov %rax,%rsi
	xor %edi,%edi
	call .Lext_31c0
	mov %rbx,%r9
	mov %r13,%r8
	mov %r12,%rcx
	mov %rax,%rdx
	xor %esi,%esi
	mov %ebp,%edi
	xor %eax,%eax
	call .Lext_3530
	call .Lext_3060
	nop
	cmp $0x4,%edi
	jne .Lext_37c6
	lea 0x3fd5(%rip),%rax
	movslq %esi,%rdi
	test %esi,%esi
	jn1s .Lext_13b15
	lea 0x3fff(%rip),%r12
	mov %dl,0x6(%rsp)
	lea 0x6(%rsp),%r13
jmp 1b
	movb $0x0,0x7(%rsp)
	sub %rdi,%r12
	jmp .L13b24
