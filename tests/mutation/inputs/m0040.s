# gcc-o3-v3.so: loop of 11 instructions at 0x2a58 (gpr), AT&T syntax.
.L2a58:
	bt %rax,%r8
	jb .L2a62
	test %al,%al
	jne .Lext_2a7a
.L2a62:
	cmp %rcx,%rdx
	jae .Lext_2af0
	mov %rcx,%rdi
	sub $0x1,%rcx
	movzbl (%rsi,%rcx,1),%eax
	cmp $0x20,%al
.att_syntax
	jbe .L2a58
