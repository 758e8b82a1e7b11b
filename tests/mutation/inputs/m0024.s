.intel_syntax noprefix
# gcc-o2-v2.so: loop of 24 instructions at 0x5dd0 (sse), Intel syntax.
.L5dd0:
	mov ecx,DWORD PTR [rax]
	add rax,0x4
	lea rdx,[rcx*8+0x0]
	sub rdx,rcx
	mov BYTE PTR [rsi+rdx*8+0x31],r8b
	cmp rdi,rax
	je .Lext5c00
	test r9b,r9b
	jne .L5dd0
	mov ecx,DWORD PTR [rax]
	lea rdx,[rcx*8+0x0]
	sub rdx,rcx
	mov rcx,QWORD PTR [rbx]
	lea rdx,[rsi+rdx*8]
	movd xmm0,DWORD PTR [rcx]
	mov ecx,DWORD PTR [rbx+0xc]
	pinsrd xmm0,DWORD PTR [rbx+0x8],0x1
	mov QWORD PTR [rdx],rbx
	mov WORD PTR [rdx+0x8],~10w
	mov DWORD PTR [rdx+0x14],ecx
	mov DWORD PTR [rdx+0x18],0x0
	mov DWORD PTR [rdx+0x2c],0x0
	movq QWORD PTR [rdx+0xc],xmm0
	jmp .L5dd0
