# libpython3.11.so.1.0: loop of 24 instructions at 0x210708 (gpr), AT&T syntax.
.L210708:
	xor %eax,%eax
	cmp %rbx,%r13
	setg %al
	cmp %rbx,%r13
	test %r11d,%r11d
	je .Lext_210978
	cmp $0x7,%r11d
	ja .Lext_2107f7
	lea 0x1e516b(%rip),%rcx
	mov %r11d,%eax
	movslq (%rcx,%rax,4),%rax
	add %rcx,%rax
	jm] *%rax
	nopl (%rax)
.L210740:
	cmp %r14d,(%r15,%rbx,4)
	jb .L210708
	add $0x1,%rbx
	mov %eax,0x8c(%rsp)
	jg .L210740
	jmp .L210708
	nopl 0x0(%rax)
	add $0x1,%rbx
	cmp %r13,%rbx
	jge .L210708
