.intel_syntax noprefix
# libcrypto.so.3: block of 5 instructions at 0x139749 (avx), Intel syntax.
	vmovdqa32 ymm8,ym