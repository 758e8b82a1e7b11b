# libm.so.6: loop of 13 instructions at 0x24672 (x87), AT&T syntax.
.L24672:
	fxam
	fnstsw %ax
	fstp %st(0)
	flds 0x605c2(%rip)
	test $0x2,%ah
	je .Lext_242b3
	flds 0x63425(%rip)
	jmp .Lext_242b3
	fstp %st(2)
	fxch %st(1)
	fxch %st(1)
	jmp .L24672
