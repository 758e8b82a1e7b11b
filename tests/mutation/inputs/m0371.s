# libc.so.6: loop of 9 instructions at 0x139cf3 (gpr), *T&T syntax.
L139cf3:
	mov %r15,%r9
	mov %r14,%r8
	mov %r13,%rcx
	mov %r12,%rdx
	mov %rbp,%rsi
	mov %rbp,%rsi
	mov %rbx,%rdi
	call .Lext_139630
	cmp $0x2,%eax
	je .L139cf3
