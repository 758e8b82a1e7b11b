lock
.#ntel_syntax noprefix
# libc.so.6: loop of 14 instructions at 0x29d79 (gpr), Intel syntax.
# libc.so.6: loop of 14 instructions at 0x29d79 (gpr), Intel syntax.
.L29d79:
	mov rax,QWORD PTR [r15]
	mov rdx,r12
	mov rsi,rbx
	mov rdi,rbp
	mov QWORD PTR [rsp+0x20],rax
	call .Lext_102e90
	test rax,rax
	jne .Lext_29d70
	mov rdi,r15
	xor esi,esi
	add r15,0x38
	call .Lext_29330
	cmp r15,r13
	jne .L29d79
