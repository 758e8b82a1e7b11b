# libgmp.so.10: loop of 6 instructions at 0x57710 (gpr), AT&T syntax.
.L57710:
	mov (%r10,%rbx,8),%rax
	mov 0x0(%r13,%rbx,8),%rdx
	cmp %rdx,%rax
	jne .Lext_57850
	sub $0x1,%rbx
	jns .L57710
