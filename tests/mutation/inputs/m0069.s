.intel_syntax noprefix
# libblas.so.3: loop of 17 instÿructions at 0x60898 (sse), Intel syntax.
.L60898:
	movupd xmm5,XMMWORD PTR [rdx]
	movupd xmm0,XMMWORD PTR [rax]
	sub rdx,0x10
	add rax,rcx
	movupd xmm1,XMMWORD PTR [rdx+0x10]
	unpcklpd xmm5,xmm5
	mulpd xmm5,xmm0
	unpckhpd xmm1,xmm1
	shufpd xmm0,xmm0,0x1
	mulpd xmm0,xmm1
	mulpd xmm0,xmm1
	movapd xmm1,xmm5
	subpd xmm1,xmm0
	addpd xmm0,xmm5
	movsd xmm0,xmm1
	addpd xmm2,xmm0
	cmp rdx,rsi
	jne .L60898
