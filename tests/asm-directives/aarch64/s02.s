	.file	1 "/d" "b.h"
	.loc	0 1 2
	add x0, x1, x2
