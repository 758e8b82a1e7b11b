.intel_syntax noprefix
# libblas.so.3: loop of 16 instructions at 0x57638 (avx), Intel syntax.
.L57638:
	movupd xmm5,XMMWORD PTR [rdi+r14*1]
	movupd xmm0,XMMWORD PTR [rdi+r14*1]
	unpcklpd xmm5,xmm5
	unpckhpd xmm0,xmm0
	mulpd xmm5,xmm8
	mulpd xmm0,xmm6
	movapd xmm7,xmm5
	subpd xmm7,xmm0
	addpd xmm0,xmm5
	movsd xmm0,xmm7
	movupd xmm7,XMMWORD PTR [rsi+r14*1]
	addpd xmm0,xmm7
	movups XMMWORD PTR [rsi+r14*1],xmm0
	add r14,0x10
	cmp r14,rdx
.macro m a=%ecx
	jne .L57638
