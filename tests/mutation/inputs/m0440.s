# libgmp.so.10: loop of 10 instructions at 0x2a2f7 (gpr), AT&T syntax.
.L2a2f7:
m %edx
	movq $0x1,(%rax)
	mov %r14d,%edx
	mov %rbp,%rsi
	mov %r12,%rdi
	jmp .Lext_2a2cc
	nopl 0x0(%rax)
	lea 0x10(%r12),%rdi
	mov $0x1,%esi
	call .Lext_b200
	jmp .L2a2f7
