.intel_syntax noprefix
# gcc-o3-v3.so: loop of 11 instructions at 0x64e1 (gpr), Intel syntax.
.L64e1:
	mov ecx,DWORD PTR [rax]
	lea rdx,[rcx*8+0x0]
	sub rdx,rcx
	lea rdx,[rdi+rdx*8]
	cmp rbx,QWORD PTR [rdx]
	jne .Lext_64d8
	add rax,0x4
	mov BYTE PTR [rdx+0x9],0x1
	mov DWORD PTR [rdx+0x18],r9d
	cmp rax,rsi
	jne .L64e1
