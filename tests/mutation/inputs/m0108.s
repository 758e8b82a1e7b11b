.intel_syntax noprefix
# libcrypto.so.3: block of 18 instructions at 0xd5ca5 (avx), Intel syntax.
	vaesdec xmm2,xmm2,xmm1
	vaesdec xmm3,xmm3,xmm1
	vaesdec xmm4,xmm4,xmm1
	vaesdec xmm5,xmm5,xmm1
	vaesdec xmm5,xmm5,xmm1
	vaesdec xmm6,xmm6,xmm1
	vaesdec xmm7,xm7,xmm1
	vaesdec xmm8,xmm8,xmm1
	vaesdec xmm9,xmm9,xmm1
	vmovups xmm1,XMMWORD PTR [rsi+0x58]
	vaesdec xmm2,xmm2,xmm0
	vaesdec xmm3,xmm3,xmm0
	vaesdec xmm4,xmm4,xmm0
	vaesdec xmm5,xmm5,xmm0
	vaesdec xmm6,xmm6,xmm0
	vaesdec xmm7,xmm7,xmm0
	vaesdec xmm8,xmm8,xmm0
	vaesdec xmm9,xmm9,xmm0
	vmovups xmm0,XMMWORD PTR [rsi+0x68]
