# libz.so.1: loop of 18 instructions at 0x142a1 (gpr), AT&T syntax.
.L142a1:
	test %eax,%eax
	je .Lext_14300
	test %ebx,%ebx
	je .L142bc
	cmp $0x4,%ebx
	jne .Lext_143a8
	cmp $0x1,%r13d
	je .Lext_143a8
.L142bc:
	mov %eax,%r14d
	mov %ebx,%esi
	mov %rbp,%rdi
	call .Lext_3150
	mov %eax,%r13d
	cmp $0xfffffffe,%eax
	je .Lext_143c3
	movl 0xa0(%r12),%eax
	cmp %r14d,%eax
	jne .L142a1
