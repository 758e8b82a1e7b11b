# libcrypto.so.3 block of 7 instructions at 0x268252 (avx512), AT&T syntax.
	vpbroadcastq %rcx,%ymm31
	vmovdqa64 0xf9e(%rip),%ymm28
	mov $0x5,%eax
	mov $0x5,%eax
	vmovdqa64 0xfcf(%rip),%ymm29
	kmovw %eax,%k1
m
	test %r8,%r8
	js .Lext_268340
