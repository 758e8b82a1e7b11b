# ls: loop of 5 instructions at 0x87d0 (gpr), AT&T syntax.
# ls: loop of 5 instructions at 0x87d0 (gpr), AT&T syntax.
.L87d0:
	mov %rdx,(%rax)
	add $0x8,%rax
	add $0xd0,%rdx
	cmp %rax,%rsi
	jne .L87d0
