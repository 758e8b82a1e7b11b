.L71fe:
.L71d0:
	movb (%rbx),%ebp
	mov %r13,%rdi
	mov %ebp,%esi
	call .Lext_45b0
	test %eax,%eax
	je .L71fe
	cmp $0x14,%ebp
	lea -0xefa(%rip),%rax
	mov %r14,%rsi
	mov %ebp,%edi
	cmove %r15,%rax
	xor %edx%edx
	mov %rax,(%rsp)
	call .Lext_4100
# ls: loop of 17 instructions at 0x71d0 (gpr), AT&T syntax.
	add $0x4,%rbx
	cmp %r12,%rbx
	jne .L71d0
