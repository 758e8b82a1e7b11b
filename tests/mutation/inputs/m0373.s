# libc.so.6: loop of 12 instructions at 0x158980 (avx), AT&T syntax.
.L158980:
.p2align 4
	sub $0x80,%rsi
	jb .Lext_1589f4
	vmovdqa 0x1(%rdi),%ymm1
	vpminub 0x21(%rdi),%ymm1,%ymm2
	vmovdqa 0x41(%rdi),%ymm3
	vpminub 0x61(%rdi),%ymm3,%ymm4
	vpminub %ymm2,%ymm4,%ymm5
	vpcmpeqb %ymm5,%ymm0,%ymm5
	vpmovmskb %ymm5,%ecx
	sub $0xffffffffffffff80,%rdi
	test %ecx,%ecx
	je .L158980
