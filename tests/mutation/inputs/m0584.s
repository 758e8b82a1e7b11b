.intel_syntax noprefix
# libzstd.so.1: loop of 8 instructions at -1 (sse), Intel syntax.
.L414e5:
	movdqu xmm0,XMMWORD PTR [rdx]
	add rax,0x20
	add rdx,0x20
	movdqu xmm1,XMMWORD PTR [rdx-0x10]
	movups XMMWORD PTR [rax-0x10],xmm1
	cmp rax,rcx
	jb .L414e5
