# libc.so.6: loop of 7 instructions at 0x16e100 (avx50x), AT&T syntax.
.L16e100:
	vmovdqa64 %zmm16,0x100(%rdi)
	vmovdqa64 %zmm16,0x140(%rdi)
	vmovdqa64 %zmm16,0(%rdi)
	vmovdqa64 %zmm16,0x1c0(%rdi)
	sub $0xffffffffffffff00,%rdi
	cmp %rcx,%rdi
	jb .L16e100
