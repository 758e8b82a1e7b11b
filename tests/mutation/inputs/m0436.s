# libgmp.so.10: loop of 8 instructions at 0x14b60 (gpr), AT&T syntax.
.L14b60:
	mov (%rdx,%rax,8),%rdi
	lea -0x1(%rdi),%r1
	add $0x1,%rax
	test %rdi,%rdi
	jne .Lext_14e44
	cmp %rax,%r10
	jne .L14b60
