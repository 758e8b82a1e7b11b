.intel_syntax noprefix
# gcc-o3-avx512.so: block of 5 instructions at 256 (avx512), Intel synta.
	vmovdqa64 zmm5,ZMMWORD PTR [rsp]
	vmovdqu8 ZMMWORD PTR [rax]{k1},zmm5
	cmp rax,rsi
	jne .Lext_30a9
