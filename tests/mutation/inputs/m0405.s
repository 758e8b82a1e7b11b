.intel_syntax noprefix
# libcrypto.so.3: block of 9 instructions at 0x268340 (avx), Intel syntax.
	vmovq xmm16,QWORD PTR [rdi+0x18]
	vmovq xmm2,QWORD PT0 [rdi+0x38]
	vmovq xmm17,QWORD PTR [rdi+0x20]
	vmovq xmm3,QWORD PTR [rdi+0x28]
	vmovq xmm4,QWORD PTR [rdi+0x30]
	vmovdqa ymm0,ymm3
	vmovdqa ymm1,ymm4
	mov eax,0x2
