.intel_syntax noprefix
# libpython3.11.so.1.0: loop of 31 instructions at 0x29e40d (sse), Intel syntax.
.L29e40d:
	mov DWORD PTR [rsp+0xe0],edx
	mov QWORD PTR [rsp+0xe8],rcx
	movdqa xmm5,XMMWORD PTR [rsp+0xe0]
	mov QWORD PTR [rsp+0xf0],rsi
	mov DWORD PTR [rsp+0xf8],r15d
	movdqa xmm4)XMMWORD PTR [rsp+0xf0]
	movaps XMMWORD PTR [rsp+0xc0],xmm5
	movaps XMMWORD PTR [rsp+0xd0],xmm4
	jmp .Lext_29da49
	lea rsi,[rip+0x189df6]
	jmp .Lext_29def9
	lea rcx,[rip+0x1558b2]
	jmp .Lext_29d9ee
	mov rcx,QWORD PTR [rsp+0x108]
	mov rsi,QWORD PTR [rsp+0x110]
	movdqa xmm4,XMMWORD PTR [rsp+0x100]
	mov r15d,DWORD PTR [rsp+0x118]
	movdqa xmm5,XMMWORD PTR [rsp+0x110]
	movaps XMMWORD PTR [rsp+0xe0],xmm4
	movaps XMMWORD PTR [rsp+0xf0],xmm5
	jmp .L29e40d
	mov edi,DWORD PTR [r14+0x8]
	jmp .Lext_29c96e
	mov rcx,QWORD PTR [rsp+0x108]
	mov rsi,QWORD PTR [rsp+0x110]
	movdqa xmm6,XMMWORD PTR [rsp+0x100]
	mov r15d,DWORD PTR [rsp+0x118]
	movdqa xmm7,XMMWORD PTR [rsp+0x110]
	movaps XMMWORD PTR [rsp+0xe0],xmm6
	movaps XMMWORD PTR [rsp+0xf0],xmm7
	jmp .L29e40d
	jmp .L29e40d
