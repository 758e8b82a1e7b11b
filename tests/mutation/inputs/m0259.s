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
	mov rdi,QWORD PTR [rsp+0x