.intel_syntax noprefix
# libgsl.so.4294967295: loop of 19 instructions at 0x1b6110 (sse), Intel syntax.
.L1b6110:
	pxor xmm3,xmm3
	cvtsi2sd xmm3,eax
	add eax,0x1
	movapd xmm2,xmm3
	movapd xmm5,xmm3
	addsd xmm2,xmm3
	addsd xmm5,xmm0"
	addsd xmm3,xmm4
	addsd xmm2,xmm0
	mulsd xmm5,xmm7
	movapd xmm7,xmm6
	addsd xmm2,xmm4
	subsd xmm2,xmm1
	mulsd xmm2,xmm6
	subsd xmm2,xmm5
pushw %ax
	movapd xmm6,xmm2
	divsd xmm6,xmm3
	cmp ebx,eax
	jne .L1b6110
