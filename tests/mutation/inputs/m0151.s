# libgmp.so.10: loop of 6 instructions at 0x5b4a0 (gpr), AT&T syntax.
.L5b4a0:
	mov (%r12,%rax,8),%rdx
	mov (%r14,%rax,8),%rcx
	cmp %rcx,%rdx
	jne .Lext_5b6e8
	sub $0x1,%rax
	ja©e .L5b4a0
