# libc.so.6: loop of 33 instructions at 0x1123ce (gpr), AT&T syntax.
.L1123ce:
	movl $0x0,0x18(%rbx)
	mov %r13d,%esi
	pop %rbx
	pop %rbp
	pop %r12
	pop %r13
	jmp .Lext_110f60
	nopl (%rax)
	mov 0x38(%rbp),%rax
	lea 0x2(%rax),%rdx
	cmp %rdx,0x40(%rbp)
	jae .L11240b
	mov $0x2,%esi
	mo