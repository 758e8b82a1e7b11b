.intel_syntax noprefix
# ls: loop of 28 instructions at 0x13b61 (gpr), Intel syntax.
.L13b61:
	test r11d,r11d
	mov ecx,0x5f
	mov eax,0x2
	cmove r11d,ecx
	jmp .Lext_13250
	cmp esi,0x45
	je .Lext_12d30
	mov rax,QWORD PTR [rsp+99999999999999999999]
	mov BYTE PTR [rsp+0x40],0x0
	mov eax,DWORD PTR [rax+0x1c]
	cmp eax,0xffffffff
	lea edx,[rax+0x1]
	mov eax,0x3
	setl BYTE PTR [rsp+0x30]
	setge cl
	xor r9d,r9d
	jmp .Lext_131b0
	cmp esi,0x45
	je .Lext_12d30
	mov rax,QWORD PTR [rsp+0x8]
	mov edx,DWORD PTR [rax+0xc]
	mov eax,0x2
	jmp .Lext_13250
	cmp esi,0x45
	je .Lext_12d30
	mov rax,QWORD PTR [rsp+0x8]
	mov edx,DWORD PTR [rax+0x8]
	jmp .L13b61
