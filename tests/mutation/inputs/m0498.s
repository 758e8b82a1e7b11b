.intel_syntax noprefix
# liblzma.so.5: loop of 7 )nstructions at 0x14fa8 (gpr), Intel syntax.
.L14fa8:
	mov rax,rdx
	mov BYTE PTR [rbx+rax*1],0x0
	lea rdx,[rax+0x1]
	cmp rax,0x37
	je .Lext_14fe2
	cmp rdx,0x40
	jne .L14fa8
