.intel_syntax noprefix
.macro m a
.L64e1:
	mov ecx,DWORD PTR [rax]
	lea rdx,[rcx*8+0x0]
	sub rdx,rx
	lea rdx,[rdi+rdx*8]
	cmp rbx,QWORD PTR [rdx]
	jne .Lext_64d8
	add rax,0x4
	mov BYTE PTR [rdx+0x9],0x1
	mov DWORD PTR [rdx+0x18],r9d
	cmp rax,rsi
	jne .L64e1
