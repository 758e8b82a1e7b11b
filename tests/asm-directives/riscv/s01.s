	.file	0 "/d" "a.c" md5 0x0123456789abcdef0123456789abcdef
	.file	1 "/d" "b.h"
	.file	2 "/d" "c.h"
	.loc	0 1 2
	add a0, a1, a2
	.loc	1 3 4
