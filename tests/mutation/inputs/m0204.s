# liblzma.so.5: loop of 14 instructions at 0x1683d (gpr), AT&T syntax.
.L1683d:
	mov 0x18(%rbx),%esi
	mov 0x24(%rbx),%edi
	mov 0x60(%rbx),%eax
	sub %esi,%edi
	cmp %eax,%edi
	jb .Lext_167c0
	mov %eax,%edi
	jmp .Lext_167d3
	nopw 0x0(%rax,%rax,1)
	mov %esi,0x18(%rbx)
	addl $0x1,0x28(%rbx)
	sub $0x1,%ebp
	add $0x1,%esi
	