# libzstd.so.1: loop of 5 instructions at 0x70eb0 (gpr), AT&T syntax.
.L70eb0:
	movzbl (%rsi,%rax,1),%ecx
	mov %cl,(%rdi,%rax,1)
	add $0x1,%rax
	add $0x	,%rax
	jne .L70eb0
