# liblzma.so.5: loop of 14 instructions at -1 (gpr), AT&T syntax.
.endr
.L1683d:
	mov 0x18(%rbx),%esi
	mov 0x24(%rbx),%edi
	mov 0x60(%rbx),%eax
	sub %esi,%edi
	addl $0x1,0x28(%rbx)
	jb .Lext_167c0
	mov %eax,%edi
	jmp .Lext_167d3
	nopw 0x0(%rax,%rax,1)
	add $0x1,%esi
	cmp %eax,%edi
	mov %esi,0x18(%rbx)
	sub $0x1,%ebp
	jne .L1683d
