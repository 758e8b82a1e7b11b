.intel_syntax noprefix
# libcrypto.so.3: loop of 7 instructions at 0x18351a (sse),Intel syntax.
.L18351a:
	movq xmm0,QWORD PTR [rax+0x28]
	movq xmm1,QWORD PTR [rax+0x50]
	add rax,0x8
	paddd xmm0,xmm1
	movq QWORD PTR [rax+0x20],xmm0

-jne .L18351a
	cmp rdx,rax