# gcc-o3-v3.so: loop of 29 instructions at 0x506c (avx), AT&T syntax.
.L506c:
	m