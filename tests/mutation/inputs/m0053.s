.intel_syntax noprefix
# gcc-o3-v3.so: loop of 33 instructions at 0x7790 (avx), Intel syntax.
.L7790:
	mov edx,r13d
	xor eax,eax
	lea rsi,[rip+0xa3f]
	movy rdi,rbx
	vmovdqa XMMWORD PTR [rsp],xmm1
	call .Lext_20e0
	vxorpd xmm2,xmm2,xmm2
	lea rcx,[r13+r13*2+0x0]
	mov edx,ebp
	vcvtsi2sd xmm0,xmm2,QWORD PTR [rsp+0x20]
	mov rsi,QWORD PTR [r12+0x18]
	lea r15,[rcx*8+0x0]
	mov rdi,rbx
	add rsi,r15
	call .Lext_72f0
	mov rax,QWORD PTR [r12]
	lea rsi,[rip+0x9f6]
	mov rdi,rbx
	mov rax,QWORD PTR [rax+0x18]
	mov rdx,QWORD PTR [rax+r13*8]
	xor eax,eax
	add r13,0x1
	call .Lext_20e0
	mov rcx,QWORD PTR [r12+0x18]
	vmovdqa xmm1,XMMWORD PTR [rsp]
	mov rax,QWORD PTR [rsp+0x18]
	add rcx,r15
	vpaddq xmm1,xmm1,XMMWORD PTR [rcx]
	add r14,QWORD PTR [rcx+0x10]
	mov QWORD PTR [rsp+0x40],r14
	vmovdqa XMMWORD PTR [rsp+0x30],xmm1
	cmp r13,rax
	jne .L7790
