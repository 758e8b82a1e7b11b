# libz.so.1: loop of 14 instructions at 0x13290 (gpr), AT&T syntax.
	sub %eax,%edx
	add 0x0(%r13),%eax
	mov %eax,0x0(%r13)
	cmp %ebx,%eax
	jae .Lext_132c9
	mov %ebx,%edx
	mov $0x40000000,%ecx
	mov 0x1c(%r12),%edi
	lea 0x0(%rbp,%rax,1),%rsi
.L13290:
	cmp %ecx,%edx
	cmova %rcx,%rdx
	call .Lext_31b0
	test %eax,%eax
	jg .L13290
