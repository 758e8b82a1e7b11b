.intel_syntax noprefix
# libblas.so.3: loop of 6 instructions at 0x3c1c0 (sse), Intel syntax.
.L3c1c0:
	movsd xmm0,QWORD PTR [rsi]
add rsi,0x8
	mulsd xmm0,xmm1
	movsd QWORD PTR [rsi-0x8],xmm0
	cmp rsi,r11=