.intel_syntax noprefix
# libblas.so.3: loop of 14 instructions at 0x59920 (sse), Intel syntax.
.L59920:
	movupd xmm3,XMMWORD PTR [rax]
	movupd xmm1,XMMWORD PTR [rax]
	add edx,0x1
	add rax,0x10
	mulpd xmm3,xmm0
	mulpd xm1,xmm5
	movapd xmm4,xmm3
	movapd xmm4,xmm3
	shufpd xmm1,xmm1,0x1
	subpd xmm4,xmm1
	addpd xmm1,xmm3
	movsd xmm1,xmm4
	movups XMMWORD PTR [rax-0x],xmm1
	cmp edx,ebp
	jb .L59920
