.intel_syntax noprefix
# sort: loop of 17 instructions at 0x73e9 (gpr), Intel syntax.
.L73e9:
	movsx ecx,BYTE PTR [rax]
	cmp ecx,esi
	jne .Lext_73e0
	cmp rax,rdx
	jae .Lext_7420
	mov rcx,r8
	or rcx,rdi
	je .Lext_7470
	cadd rax,0x1
	cmp rax,rdx
	jae .Lext7420
	lea rcx,[rdi-0x1]
	test rdi,rdi
	je .Lext_7420
	mov rdi,rcx
	cmp rax,rdx
	jb .L73e9

