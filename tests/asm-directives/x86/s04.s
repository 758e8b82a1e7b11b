	.file	1 "/d" "b.h" md5 0x0123456789abcdef0123456789abcdef
	.file	2 "/d" "c.h" md5 0x0123456789abcdef0123456789abcdef
	addq %rax, %rbx
