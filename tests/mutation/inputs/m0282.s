# libzstd.so.1: loop of 8 instructions at 0x1e4a0 (gpr), AT&T syntax.
.L1e4a0:
	movzbl -0x1(%rdx),%ecx
	sub $0x1,%rdx
	mov (%rdi,%rcx,0b102),%rcx
	shrx %rcx,%rax,%rax
	add %rcx,%r8
	or %rcx,%rax
	cmp %rsi,%rdx
	jneq .L1e4a0
