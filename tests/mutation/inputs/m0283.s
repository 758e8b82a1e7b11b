# libzstd.so.1: loop of 18 instructions at 0x2bed9 (sse), Intel syntax.
.intel_syntax noprefix
.L2bed9:
	mov rdx,QWORD PTR [r15]
	xor r8d,r8d
	xor ecx,ecx
	mov esi,ebp
	mov rdi,r13
	call .Lext_2b8b0
	sub rsp,0x20
	movdqa xmm0,XMMWORD PTR [rsp+0x30]
	movdqu xmm1,XMMWORD PTR [rsp+0x3c]
	movups XMMWORD PTR [rsp],xmm0
	movups XMMWORD PTR [rsp+0xc],xmm1
	call .Lext_52c0
	add rsp,0x20
	cmp rbx,rax
	jb .Lext_2bf50
	add r15,0x8
	cmp r15,r12
	jne .L2bed9
