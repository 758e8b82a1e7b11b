	.file	1 "/d" "b.h"
	.loc	0 1 2
	addq %rax, %rbx
