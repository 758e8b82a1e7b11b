	.file	1 "/d" "b.h"
	.loc	0 1 2
	add a0, a1, a2
