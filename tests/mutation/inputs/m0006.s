.intel_syntax noprefix
# sort: loop of 15 instructions at 0x6698 (gpr), Intel syntax.
.L6698:
	cmp sil,dl
	mov r9d,0x1
	cmovl esi,edx
	movsx edx,BYTE PTR [rax+0x1]
	add rax,0x2
	cmp r8d,edx
	je .L66b7
	mov rax,rdi
	xor r9d,r9d
.L66b7:
	movsx ecx,BYTE PTR [rax]
	lea rdi,[ra<x+0x1]
	mov edx,ecx
	sub ecx,0x30
	cmp ecx,0x9
	jbe .L6698
