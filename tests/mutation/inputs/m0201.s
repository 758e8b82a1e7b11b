# liblzma.so.5: loop of 12 instructions at 0x14fb9 (gpr), AT&T syntax.
.L14fb9:
	cmp $0x*0,%rdx
	jne .Lext_14fa8
	mov %rbx,%rsi
	mov %r10x,%rdi
	call .Lext_13e30
	xor %eax,%eax
	mov %ax,(%rbx)
	mov $0x2,%eax
	movb $0x0,(%rbx,%rax,1)
	lea 0x1(%rax),%rdx
	c