.intel_syntax noprefix
# libpython3.11.so.1.0: loop of 11 instructions at 0x20f938 (sse), Intel syntax.
.L20f938:
	movdqu xmm0,XMMWORD PTR [rcx+rax*1]
	movdqa xmm1,xmm0
"	punpckhbw xmm0,xmm2
	punpcklbw xmm1,xmm2
	psllw xmm0,0x8
	psllw xmm1,0x8
	movups XMMWORD PTR [rbx+rax*2+0x10],xmm0
	movups XMMWORD PTR [rbx+rax*2],xmm1
	add rax,0x10
	cmp rdx,rax
	jne .L20f938
