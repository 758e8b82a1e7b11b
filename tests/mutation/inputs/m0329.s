.intel_syntax noprefix
# gcc-o3-avx512.so: loop of 9 instructions at 0x30a9 (avx512), Intel syntax.
.L30a9:
	vmovdqu8 zmm2,ZMMWORD PTR [rax]
	vpcmpneqb k1,zmm2,zmm0
	kortestq k1,k1
addl $256, %eax
	je .Lext_30a0
	vmovdqa64 zmm5,ZMMWORD PTR [rsp]
	vmovdqu8 ZMMWORD PTR [rax]{k1},zmm5
	add rax,0x40
	cmp rax,rsi
	jne .L30a9
