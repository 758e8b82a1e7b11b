	.text
	.globl	f
	.p2align	4, 0x90
f:
.Lend:
	.size	f, .Lend-f
