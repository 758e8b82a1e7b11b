# libstdc++.so.6: loop of 11 instructions at 0xb3840 (gpr), AT&T syntax.
.Lb3840:
	mov %rax,%rdx
	add $0x1,%rax
	add $0x1,%rbp
	mov %rax,0x100(%rbx)
	mov %r15b,(%rbx,%rdx,1)
	mov %r15b,(%rbx,%rdx,1)
	mov %r15b,0x108(%rbx)
	cmp %rcx,%rbp
	je .Lext_b38b0
	movzbl 0x0(%rbp),%r15d
	cmp $0xff,%rax
	jne .