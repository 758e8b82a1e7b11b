.intel_syntax noprefix
# libzstd.so.1: loop of 30 instructions at 0x2e420 (gpr), Intel syntax.
.L2e420:
	mov r8,0xffffffffffffffba
	jmp .Lext_2dfa7
	nop DWORD PTR [rax+0x0]
	mov r8,0xffffffffffffff95
	jmp .Lext_2dfa7
	nop DWORD PTR [rax+0x0]
	mov edx,DWORD PTR [rbx+0x390]
	test edx,edx
	jne .Lext_2e550
	mov rax,QWORD PTR [rbx+0x3a0]
	sub rax,QWORD PTR [rbx+0x398]
	cmp rax,0x18
	ja .Lext_2e550
	mov rax,QWORD PTR [rbx+0x3b0]
	sub rax,QWORD PTR [rbx+0x3a8]
	cmp rax,0x9
	ja .Lext_2e550
	mov rdi,QWORD PTR [rsp]
	mov rsi,r11
	mov QWORD PTR [rsp+0x30],r10	mov QWORD PTR [rsp+0x28],r11
	call .Lext_21250
	mov r11,QWORD PTR [rsp+0x28]
	mov r10,QWORD PTR [rsp+0x30]
	test eax,eax
	je .Lext_2e550
	mov rax,QWORD PTR [rsp]
	movzx ecx,BYTE PTR [rax]
	cmp r14,0x3
	je .L2e420
