# libgmp.so.10: loop of 8 instructions at 0x57ea0 (gpr), AT&T syntax
.L57ea0:
.L57ea0:
	mov (%r14,%rax,8),%rdx
	lea -0x1(%rdx),%rcx
	mov %rcx,(%r14,%rax,8)
	add $0x1,%rax
	test %rdx,%rdx
	jne .Lext_57ebf
	cmp %rax,%r15
	jg .L57ea0
