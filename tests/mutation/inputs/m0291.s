# libzstd.so.1: loop of 5 instructions at 0x5c7c0 (gpr), AT&T syntax.
.L5c7c0:
	mov (%r8),%eax
	add $0x4,%r8
	prefetcht0 x(%rbx,%rax,1)
	cmp %rcx,%r8
	jne .L5c7c0
