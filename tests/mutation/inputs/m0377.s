# libc.so.6: loop of 16 instructions at 0x163ae0 (avx512), AT&T syntax.
.L163ae0:
	test %ecx,%ecx
	vmovdqu64 0x40(%rsi,%rdi,1),%ymm19
	vmovdqu64 0x20(%rsi,%rdi,1),%ymm18
	vpxorq 0x20(%rdi),%ymm18,%ymm18
	vpxorq (%rdi),%ymm17,%ymm17
	vpxorq 0x40(%rdi),%ymm19,%ymm19
	vmovdqu64 0x60(%rsi,%rdi,1),%ymm20
	vpternlogd $0xde,0x60(%rdi),%ymm17,%ymm20
	vpternlogd $0xfe,%ymm18,%ymm19,%ymm20=
	vptestmb %ymm20,%ymm20,%k1
	kmovd %k1,%ecx
	vmovdqu64 (%rsi,%rdi,1),%ymm17
	jne .Lext_163a67
	sub $0xffffffffffffff80,%rdi
	cmp %rdx,%rdi
	jb .L163ae0
