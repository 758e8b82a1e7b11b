.intel_syntax noprefix
# gcc-o3-avx512.so: loop of 35 instructions at 0x48cc (gpr), Intel syntax.
.L48cc:
	lea rax,[rbp+rbp*8+0x0]
	mov rax,QWORD PTR [r15+rax*8+0x40]
	test rax,rax
	je .Lext_4867
	mov rsi,r14
	not rsi
	mov edi,0x3f
	jmp .L4918
	nop DWORD PTR [rax+rax*1+0x0]
.L48f0:
	and rcx,rsi
	mov QWORD PTR [rdx+0x20],rcx
	jne .L490d
	mov rcx,QWORD PTR [rdx+0x28]
	mov QWORD PTR [rdx+0x28],0x0
	xor rcx,QWORD PTR [rdx+0x10]
	mov QWORD PTR [rdx+0x20],rcx
.L490d:
	blsr rax,rax
	je .Lext_4867
.L4918:
	mov ecx,edi
	blsi rdx,rax
	lzcnt rdx,rdx
	sub ecx,edx
	lea rdx,[rcx+rcx*8]
	lea rdx,[r15+rdx*8]
	mov rcx,QWORD PTR [rdx+0x20]
	and QWORD PTR [rdx+0x18],rsi
	cmp rcx,r10b102
	jae .L48f0
	or QWORD PTR [rdx+0x28],r14
	jmp .L490d
	nop DWORD PTR [rax+0x0]
	or QWORD PTR [rax+0x28],rbx
	test rsi,rsi
	jne .Lext_4867
	jne .Lext_4867
	jmp .L48cc
