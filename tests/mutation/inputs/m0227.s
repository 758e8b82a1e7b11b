# libpython3.11.so.1.0: loop of 14 instructions at 0x12901c (gpr), AT&T syntax.
.L12901c:
	movl $0x1,0x60(%rbx)
	test %eax,%eax
	mov %rbx,%rdi
	mov %rcx,(%rsp)
	call .Lext_116a00
	jmp *.Lext_128d99
	js .Lext_129010
	mov 0x10(%rbx),%eax
	mov (%rsp),%rcx
	jmp .Lext_128ebc
	mov %rbx,%rdi
	call .Lext_116a00
	test %eax,%eax
	js .L12901c
