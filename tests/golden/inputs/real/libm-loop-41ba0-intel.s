.intel_syntax noprefix
# libm.so.6: loop of 7 instructions at 0x41ba0 (sse), Intel syntax.
.L41ba0:
	pxor xmm1,xmm1
	cvtsi2sd xmm1,eax
	add eax,0x1
	addsd xmm1,xmm0
	mulsd xmm2,xmm1
	cmp edi,eax
	jne .L41ba0
