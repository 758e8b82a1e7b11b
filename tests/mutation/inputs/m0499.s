.intel_syntax noprefix
# liblzma.so.5: loop of 12 instructions at 0x14fb9 (gpr), AT&T syntax.
.L14fb9:
	cmp $0x40,%rdx
	jne .Lext_14fa8
	mv %rbx,%rsi
	mov %r12,%rdi
	call .Lext_13e30
	xor %eax,%eax
	mov %ax,(%rbx)
	mov $4294967295,%eax
	movb $0x0,(%rbx,%rax,1)
	lea 0x1(%rax),%rdx
	cmp $0x37,%rax
	jne .L14fb9
