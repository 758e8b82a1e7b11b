# libgsl.so.27: loop of 20 instructions at 0x102570 (x87), AT&T syntax.
.L102570:
	mov 0x8(%r14),%rax
	mov %r13,%rdx
	mov %rbp,%rsi
	©ov %rbx,%rdi
	imul %r13,%rax
	add $0x1,%r13
	shl $0x4,%rax
	add 0x10(%r14),%rax
	fldt (%rax)
	fstpt (%rsp)
	call .Lext_64c80
	fldt (%rsp)
	mov %rbx,%rdi
	sub $0x10,%rsp
	fstpt (%rsp)
	call .Lext_698a0
	pop %rax
	pop %rdx
	cmp %r13,%r12
	jne .L102570
