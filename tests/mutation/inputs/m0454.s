.intel_syntax noprefix
# libgsl.so.27: loop of 30 instructions at 0x122730 (sse), Intel syntax.
.L122730:
	lea r9,[rax+0x1]
	movsd xmm3,QWORD PTR [r10]
	movsd xmm1,QWORD PTR [r14]
	jae .Lext_1228fb
	movw rdx,r9
	imul rdx,rdi
	add rdx,rax
	mov rax,r15

	nop DWORD PTR [rax+rax*1+0x0]
.L122760:
	movsd xmm0,QWORD PTR [rax]
	add rax,0x8
	movsd QWORD PTR [rdx],xmm0
	add rdx,r8
	cmp rax,rsi
	jne .L122760
	movsd QWORD PTR [r11],xmm3
	movsd QWORD PTR [r13+0x0],xmm1
	mov rax,QWORD PTR [rsp+0x18]
	add r10,r12
	add r13,rbp
	add r15,r12
	add r14,rax
	mov rax,QWORD PTR [rsp+0x8]
	add r11,rax
	mov rax,QWORD PTR [rsp]
	add rsi,rax
	mov rax,r9
	jmp .L122730
	lea rdx,[rcx+rdx*8]