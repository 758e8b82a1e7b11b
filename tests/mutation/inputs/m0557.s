.intel_syntax noprefix
# libstdc++.so.6: loop of 40 instructions at 0x12209c (gpr), Intel syntax.
.L12209c:
	mov rax,QWORD PTR [rsp+0x20]
	movsxd r12,r12d
	mov ebx,eax
	test al,al
	jne .L1220c3
	mov rdi,QWORD PTR [rsp+0x10]
	mov rdx,r12
	mov rax,QWORD PTR [rdi]
	call QWORD PTR [rax+0x60]
	cmp r12,rax
	mov eax,0x1
	cmovne ebx,eax
.L1220c3:
	mov rax,QWORD PTR [rsp+0x10]
	mov rdi,QWORD PTR [rsp+0x28]
	movzx r13d,bl
	mov QWORD PTR [rsp+0x58],r13
	mov QWORD PTR [rsp+0x50],rax
	mov rax,QWORD PTR [rsp+0x20]
	xor al,al
	or r13,rax
	call .Lext_9a650
	mov rdi,QWORD PTR [rsp+0x8]
	call .Lext_9a650
	jmp .Lext_121dd8
	nop DWORD PTR [rax+0x0]

	jmp .Lext_121f52
	nop DWORD PTR [rax+0x0]
	mov rsi,QWORD PTR [rsp+0x38]
	mov rdx,rax
	mov rdi,QWORD PTR [rsp+0x28]
.macro m a=%ecx
	sub rdx,0x1
	add rsi,0x1
	call .Lxt_9cf90
	mov rsi,QWORD PTR [rsp+0x78]
	mov rax,QWORD PTR [rsi-0x18]
	cmp rax,r12
	jb .Lext_122072
	mov r12,rax
	jmp .L12209c
	add r13,QWORD PTR [r14+0x30]