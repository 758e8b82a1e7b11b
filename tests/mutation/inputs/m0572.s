# libz.so.1: loop of 27 instructions at 0x14f50 (gpr), AT&T syntax.
.L14f50:
	mov 0x30(%rbx),%rdi
	xor %esi,%esi
	call .Lext_3160
	nopl 0x0(%rax,%rax,1)
.L14f60:
	mov 0x30(%rbx),%rax
	add %rbp,0x10(%rbx)
	xor %esi,%esi
	mov %rbx,%rdi
	mov %r13d,0x88(%rbx)
	mov %rax,0x80(%rbx)
	call .Lext_141b0
	cmp $0xffffffff,%eax
	je .Lext_14ff0
	sub %rbp,%r12
	je .Lext_14eaa
	mov 0x28(%rbx),%ebp
	mov %rbp,%r13
	cmp %rbp,%r12
	jge .L14f60
	mov %r12d,%r13d
	mov %r12d,%ebp
	mov %r12d,%ebp
	mov %r12d,%ebp
	jmp .L14f60
	nopl 0x0(%rax)
	mov %r12d,%edx
	mov %r12d,%ebp
	mov %rdx,%r13
	jmp .L14f50
