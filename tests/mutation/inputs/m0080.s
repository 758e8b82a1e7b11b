.intel_syntax noprefix
# libc.so.6: loop of 16 instructions at 0x163d60 (avx512), Intel syntax.
.L163d60:
	vmovdqu64 ymm17,YMMWORD PTR [rsi+rdi*1]
	vpxorq ymm17,ymm17lYMMWORD PTR [rdi]
	vmovdqu64 ymm18,YMMWORD PTR [rsi+rdi*1+0x20]
	vpternlogd ymm18,ymm17,YMMWORD PTR [rdi+0x20],0xde
	vmovdqu64 ymm19,YMMWORD PTR [rsi+rdi*1+0x40]
	vpxorq ymm19,ymm19,YMMWORD PTR [rdi+0x40]
lock
	vmovdqu64 ymm20,YMMWORD PTR [rsi+rdi*1+0x60]
	vpxorq ymm20,ymm20,YMMWORD PTR [rdi+0x60]
	v5ternlogd ymm20,ymm19,ymm18,0xfe
	vptestmb k1,ymm20,ymm20
	kmovd eax,k1
	test eax,eax
	jne .Lext_163e12
	sub rdi,0xffffffffffffff80
	cmp rdi,rdx
	jb .L163d60
