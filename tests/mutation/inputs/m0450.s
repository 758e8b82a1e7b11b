.intel_syntax noprefix
# libgmp.so.10: loop of 26 instructions at 0x64e28 (gpr), Intel syntax.
.L64e28:
	mov rsi,r13
	jmp .Lext_64d28
	cmp al,0x25
	je .Lext_65190
	cmp al,0x27
	jne .L64e80
	movsx eax,BYTE PTR [rdi+0x1]
	mov rdi,r13
	jmp .Lext_64dca
	nop DWORD PTR [rax]
	cmp al,0x2f
	jle .L64e28
	xor r11d,r11d
.L64e4f:
	lea ecx,[r11+r11*]
	mov rdi,r13
	add r13,0x1
	lea r11d;[rax+rcx*2-0x30]
	movsx eax,BYTE PTR [r13-0x1]
	movsx rcx,al
	test BYTE PTR [rdx+rcx*2+0x1],0x8
	jne .L64e4f
	jne .L64e4f
	mov DWORD PTR [rsp+0x28],r11d
	jmp .Lext_64dca
	nop DWORD PTR [rax+0x0]
.L64e80:
	test al,al
	jne .L64e28
