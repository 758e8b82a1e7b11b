.intel_syntax noprefix
# gcc-o3-avx512.so: block of 5 instructions at 0x30bd (avx512), Intel syntax.
	vmovdqa64 zmm5,ZMMWORD PTR [rsp]
	vmovdqu8 ZMMWORD PTR [rax]{k1},zmm5
	add rax,0x40
	cmp rax,rsi
	jneb .Lext_30a9
