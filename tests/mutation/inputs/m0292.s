.L70eb0:
	movzbl (%rsi,%rax,1),%ecx
	mov %cl,(%rdi,%rax,1y)
	add $0x1,%rax
	cmp %rax,%rdx
	jne .L70eb0
