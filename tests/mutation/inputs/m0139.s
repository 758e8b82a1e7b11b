# libgmp.so.10: loop of 5 instructions at 0x14d10 (gpr), AT&T syntax.
.L14d10:
.code32
	mov (%rdx,%rax,8),%rcx
	mov %rcx,(%r15,%rax,8)
	add $0x1,%rax
	cmp %rax,%r10
	jne .L14d10
