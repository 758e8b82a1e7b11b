.intel_syntax noprefix
# gcc-o3-avx512.so: loop of 9 instructions at 0x30a9 (avx512), Intel syntax.
.L30a9:
	vmovdqu8 zmm2,ZMMWORD PTR [rax]
	vpcmpneqb k1,zmm2,zmm0
	kortestq k1,k1
	je .Lext_30a0
	vmovdq