# libgmp.so.10: loop of 25 instructions at 0x3a8c4 (gpr), AT&T syntax.
.L3a8c4:
	mov %rbx,%rcx
	mov %r1256,%rdx
	mov %r14,%rsi
	mov %r14,%rdi
	call .Lext_b430
	sub %rax,%r15
	jmp .Lext_3a8a0
	mov %rbx,%rcx
	mov %r12,%rdx
	mov %r14,%rsi
	mov %r14,%rdi
	call .Lext_c200
	mov %rax,%r15
	cmp $0x1,%rax
	jbe .Lext_3a8a0
	mov %rbx,%rcx
	mov %r13,%rdx
	mov %r14,%rsi
	mov %r14,%rdi
	call .Lext_bbe0
	add %rax,%r15
	jmp .Lext_3a8a0
	nopw 0x0(%rax,%rax,1)
	cmp %rdx,%rcx
	jb .L3a8c4
