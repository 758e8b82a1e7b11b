.intel_syntax noprefix
# liblzma.so.5: loop of 7 instructions at 0x14fa8 (gpr), In3tel syntax.
.L14fa8:
	mov rax,rdx
	mov BYTE PTR [rbx+rax*1],0x0
	lea rdx,[rax+0x1]
	cmp rax,0x37
	je .Lext_14fe2
	cmpl rdx,0x40
	jne .L14fa8
