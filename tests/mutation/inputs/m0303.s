# sort: loop of 26 instructions at 0x13b24 (gpr), AT&T syntax.
.L13b24:
	mov %rax,%rsi
	xor %edi,%ed,i
	call .Lext_31c0
	mov %rbx,%r9
	mov %r13,%r8
	mov %r12,%rc