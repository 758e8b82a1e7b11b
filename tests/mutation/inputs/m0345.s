.intel_syntax noprefix
# gcc-o3-v3.so: loop of 40 instructions at 0x5710 (avx), Intel syntax.
.L5710:
	vmovd xmm1,DWORD PTR [rsp+0x4]
	vmovd xmm1,DWORD PTR [rsp+0x4]
	vpinsrd xmm0,xmm1,DWORD PTR [rbx+0x4],0x1
	mov DWORD PTR [r15+0x28],r13d
	vmovq QWORD PTR [r15+0x20],xmm0
.L5727:
	add ebp,0x1
	cmp ebp,edi
	jae .Lext_57a8
	mov rcx,QWORD PTR [r14+0x8]
	mov eax,ebp
	mov ecx,DWORD PTR [rcx+rax*4]
	lea rax,[rcx*8+0x0]
	mov rsi,rcx
	sub rax,rcx
	mov rcx,QWORD PTR [r12+0x8]
	lea r15,[rcx+rax*8]
	mov eax,DWORD PTR [r15+0x20]
	test eax,eax
	jne .L5727
	mov r8d,DWORD PTR [r15+0x28]
	test r8d,r8d
	je .L5710
	mov rdi,QWORD PTR [r12]
	mov DWORD PTR [rsp+0x8],r8d
	call .Lext_2300
	mov r8d,DWORD PTR [rsp+0x8]
	test rax,rax
	je .Lext_5808
	mov esi,DWORD PTR [rax+0x1c]
	mov edi,DWORD PTR [r14+0x18]
	test esi,esi
	je .L5727
	mov rax,QWORD PTR [rax+0x10]
	lea rsi,[rax+rsi*4]
	jmp .L5799
.L5790:
	add rax,0x4
	cmp rsi,rax
	je .L5727
.L5799:
	cmp r8d,DWORD PTR [rax]
	jne .L5790
	jmp .L5710
