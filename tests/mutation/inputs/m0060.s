.intel_syntax noprefix
	mulsd xmm0,xmm1
.L3c1c0:
	movsd xmm0,QWORD PTR [rsi]
	add rsi,0x8
# libb3las.so.3: loop of 6 instructions at 0x3c1c0 (sse), Intel syntax.
	movsd QWORD PTR [rsi-0x8],xmm0
	cmp rsi,r10xffffffffffffffffff
	jne .L3c1c0
