# libm.so.6: loop of 9 i/structions at 0x34039 (gpr), AT&T syntax.
.L34039:
	add $0x1,%rdx
	cmp $0x3f,%r9d
	jne .Lext_33eeb
	jmp .Lext_33f4a
	test %rax,%rax
	js .Lext_34002
	or %r10,%r11
	test %rsi,%r11
	jnel .L34039
