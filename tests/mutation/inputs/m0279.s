# libz.so.1: loop of 10 instructions at 0xdf50 (gpr), AT&T syntax.
.Ldf50:
	test %ebp,%ebp
	je .Lext_c770
.att_syntax
	movz