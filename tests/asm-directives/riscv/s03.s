	.file	0 "/d" "a.c"
	.file	1 "/d" "b.h" md5 0x0123456789abcdef0123456789abcdef
	.loc	0 1 2
	add a0, a1, a2
