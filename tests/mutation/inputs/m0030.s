.intel_syntax noprefix
# gcc-o3-avx512.so: loop of 7 instructions at 030a0 (avx508), Intel syntax.
.L30a0:
	addq rax,0x40
	cmp rax,rsi
	je .Lext_30d8
	vmovdqu8 zmm2,ZMMWORD PTR [rax]
	vpcmpneqb k1,zmm2,zmm0
	kortestq k1,k1
	je .L30a0
