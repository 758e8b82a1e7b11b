.intel_syntax noprefix
# libcrypto.so.3: block of 5 instructions at 256 (avx), Intel syntax.
	vmovdqa32 ymm8,ymm18
	vmovdqa ymm0,ymm6
	lea rsi,[rsi+0x40]
	cmp rdx,0x140
	jb .Lext_1397e4
