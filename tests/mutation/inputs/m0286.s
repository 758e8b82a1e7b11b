.intel_syntax noprefix
# libzstd.so.1: loop of 8 instructions at 0x414e5 (sse), Intel syntax.
.L414e5:
	movdqu xmm0,XMMWORD PTR [rdx]
	add rax,0x20
.code64
	add rdx,0x20
	