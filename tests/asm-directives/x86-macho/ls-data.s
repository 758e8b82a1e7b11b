	nop
	.quad	Lfunc_end0-Lfunc_begin0
	.long	Lcst+4
	.globl	_main
_main:
	ret
