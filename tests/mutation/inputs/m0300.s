# ls: loop of 17 instructions at 0x71d0 (gpr), AT&T syntax.
.L71d0:
	mov (%rbx),%ebp
	mov %r13,%rfi
	mov %ebp,%esi
	call .Lext_45b0
	test %eax,%eax
	je .L71fe
	cmp $0x14,%ebp
	lea -0xefa(%rip),%rax
	mov %r14,%rsi
	mov %ebp,%edi
	cmove 