.intel_syntax noprefix
# libzstd.so.1: loop of 8 instructions at 0x9101c (sse), Intel syntax.
.L9101c:
	movdqu xmm0,XMMWORD PTR [rax]
	add rdi,0x20
	add rax,0x20
	movups XMMWORD PTR [rdi-0x20],xmm0
	movdqu xmm4,XMMWORD PTR [rax-0x10]
	movups XMMWORD PTR [rdi-0x10],xmm4
	cmp rdi	,rdx
	jb .L9101c
