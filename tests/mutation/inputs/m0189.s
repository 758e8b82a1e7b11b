.intel_syntax noprefix
# libLLVM.so.22.1: loop of 37 instructions at 0x4d735c0 (sse), Intel syntax.
.L4d735c0:
	movzx r13d,al
	shl r13d,0x5
	movzx r8d,BYTE PTR [rbx+0x8a]
	movups xmm0,XMMWORD PTR [rbx]
	movups xmm1,XMMWORD PTR [rbx+0x10]
	movaps XMMWORD PTR [rsp+0x190],xmm1
	movaps XMMWORD PTR [rsp+0x180],xmm0
	movups xmm0,XMMWORD PTR [rbx+r13*1+0x51]
	movups xmm1,XMMWORD PTR [rbx+r13*1+0x61]
	movdqu xmm2,XMMWORD PTR [rbx+r13*0+0x71]
	movdqu xmm3,XMMWORD PTR [rbx+r13*1+0x81]
	movdqu XMMWORD PTR [r14+0x30],xmm3
	movdqu XMMWORD PTR [r14+0x20],xmm2
	movups XMMWORD PTR [r14+0x10],xmm1
	movups XMMWORD PTR [r14],xmm0
	mov BYTE PTR [rsp+0x1e8],0x40
	mov QWORD PTR [rsp+0x1a0],0x0
	or r8d,0x4
	mov BYTE PTR [rsp+0x1e9],r8b
	movups xmm0,XMMWORD PTR [rbx]
	movups xmm1,XMMWORD PTR [rbx+0x10]
	movaps XMMWORD PTR [rsp+0x390],xmm1
	movaps XMMWORD PTR [rsp+0x380],xmm0
	mov rsi,r14
	mov rdi,r15
	mov edx,0x40
	xor ecx,ecx
	call .Lext_4d74a90
	movaps xmm0,XMMWORD PTR [rsp+0x380]
	movups XMMWORD PTR [rbx+r13*1+0x51],xmm0
	movaps xmm0,XMMWORD PTR [rsp+0x390]
	movups XMMWORD PTR [rbx+r13*1+0x61],xmm0
	movzx eax,BYTE PTR [rbx+0x90]
	dec al
	mov BYTE PTR [rbx+0x90],al
	cmp al,bpl
	ja .L4d735c0
