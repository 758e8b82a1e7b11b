.intel_syntax noprefix
# libpython3.11.so.1.0: loop of 27 instructions at 0x2766a8 (gpr), Intel syntax.
.L2766a8:
	mov eax,0x1
	jmp .Lext_2765d2
	nop WORD PTR [rax+rax*1+0x0]
	mov esi,DWORD PTR [rsp+0x20]
	mov rdx,r14
	mov rdi,r15
	call .Lext_270850
	test eax,eax
	je .Lext_27848c
	mov ebp,DWORD PTR [rsp+0x18]
	jmp .Lext_2764a6
	mov esi,0x52
	mov rdi,r15
	call .Lext_270430
	test eax,eax
	setne al
	movzx eax,al
	jmp .Lext_2765d2
	mov rsi,rbp
	mov rdi,r15
	call .Lext_271da0
	test eax,eax
	mov rax,QWORD PTR [rbp+0x0]
	je .Lext_27673c
	sub rax,0x1
	mov QWORD PTR [rbp+0x0],rax
	jne .L2766a8
