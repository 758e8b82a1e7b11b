.intel_syntax noprefix
# gcc-o2-v2.so: loop of 37 instructions at 0x3ff8 (sse), Intel syntax.
.L3ff8:

	lea r13,[rdx+rdx*1]
	sub rsi,rdx
	shl rsi,0x4
	call .Lext_2260
	mov rdi,rax
	test rax,rax
	je .Lext_409c
	mov QWORD PTR [rbx+0x10],r13
	mov QWORD PTR [rbx],rax
	mov rax,QWORD PTR [rbx+0x8]
.L4027:
	mov rdx,QWORD PTR [r14]
	lea rcx,[rax+0x1]
	add rbp,0x1
	mov QWORD PTR [rbx+0x8],rcx
	lea rcx,[rax*8+0x0]
	add rdx,r12
	sub rcx,rax
	add r12,0x38
	movdqu xmm0,XMMWORD PTR [rdx]
	lea rax,[rdi+rcx*8]
	movups XMMWORD PTR [rax],xmm0
	movdqu xmm1,XMMWORD PTR [rdx+0x10]
	movups XMMWORD PTR [rax+0x10],xmm1
	movdqu xmm2,XMMWORD PTR [rdx+0x20]
	movups XMMWORD PTR [rax+0x20],xmm2
	mov rdx,QWORD PTR [rdx+0x30]
	mov QWORD PTR [rax+0x30],rdx
	cmp rbp,QWORD PTR [r14+0x8]
	jae .Lext_40d2
	mov rax,QWORD PTR [rbx+0x8]
	mov rdx,QWORD PTR [rbx+0x10]
	mov rdi,QWORD PTR [rbx]
	cmp rax,rdx
	jb .L4027
	tests rdx,rdx
	jne .L3ff8
	lea rsi,[rdx*8+0x0]