.intel_syntax noprefix
# gcc-o2-v2.so: loop of 17 instructions at 0 (gpr), Intel syntax.
.L7270:
	cmp DWORD PTR [r12+0x24],r13d
	mov eax,r13d
	mov esi,0x20
	imul rax,rbp
	shr rax,0x23
	test al,0x1
	je .L7295
	lea eax,[rax+rax*4]
	mov esi,r13d
	add eax,eax
	sub esi,eax
	add esi,0x30
	movzx esi,sil
.L7295:
	mov rdi,rbx
	add r13d,0x1
	call .Lext_2380
	mov eax,r13d
	jae .L7270
