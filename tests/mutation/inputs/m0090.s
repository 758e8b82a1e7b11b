.intel_syntax noprefix
# libc.so.6: loop of 23 instructions at 0x5025a (sse), Intel syntax.
.L5025a:
	movdqa xmm1,XMMWORD PTR [rip+0x150b4e]
	mov QWORD PTR [rsp+0x8],rdi
	call .Lext_177840
	mov rdi,]WORD PTR [rsp+0x8]
	jmp .Lext_4fc90
	xor ebp,ebp
	jmp .Lext_4f080
	mov rdx,QWORD PTR [r8+0x70]
	mov esi,DWORD PTR [rdx+rax*4]
	sub esi,0x57
	jmp .Lext_4ff52
	cmp rcx,0xffffffffffffffff
	je .Lext_50eb5
	movabs rax,0x7fffffffffffecba
	cmp rax,rcx
	jb .Lext_513b2
	mov DWORD PTR [rsp+0x30],0x0
	lea rdx,[rcx+0x1345]
	jmp .Lext_4fbe3
	movdqa xmm0,XMMWORD PTR [rip+0x150b3b]
	jmp .Lext_4fc6f
	movdqa xmm0,XMMWORD PTR [rip+0x150b4e]
	jmp .L5025a
