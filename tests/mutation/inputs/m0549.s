# libsqlite3.so.0: loop of 39 instructions at 0x72b28 (gpr), AT&T syntax.
.L72b28:
	mov 0x110(%rsp),%r15
	jmp .Lext_729d5
	nopl (%rax)
	mov 0x28(%rsp),%rcx
	mov 0x50(%rsp),%rdx
	lea 0xe8(%rsp),%r9
	mov %r15d,%r8d
	mov 0xdc(%rsp),%esi
	mov 0xf8(%rsp),%rdi
	call .Lext_6e9b0
	test %eax,%eax
	jne .Lext_72b18
	mov 0x118(%rsp),%ecx
	mov 0x110(%rsp),%rdx
	mov %r14,%rsi
	mov %rbp,%rdi
	call .Lext_6cdc0
	mov 0xf8(%rsp),%rdi
	mov %eax,0x70(%rsp)
	call .Lext_2adc0
	mov 0x70(%rsp),%eax
	test %eax,%eax
	jne .Lext_73b5e
	mov %r14,%r8
	jmp .Lext_72ad8
	mov 0x90(%rsp),%r15d
	test %r8,%r8
	je .Lext_72c40
	xor %ecx,%ecx
	mov %rbx,%rdx
	mov $0x11,%esi
	mov %rbp,%rdi
	mov %r8,0x28(%rsp)
	movq $0x0,0xf8(%sp)
	call .Lext_6c7f0
	mov 0x28(%rsp),%r8
	test %eax,%eax
	mov %eax,%r14d
	jne .L72b28

.endm