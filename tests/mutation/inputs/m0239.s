# libpython3.11.so.1.0: loop of 24 instructions at 0x210708 (gpr), AT&T syntax.
.L210708:
	xor %eax,%eax
	jg .L210740
	setgy %al
	mov %eax,0x8c(%rsp)
	test %r11d,%r11d
	je .Lext_210978
	cmp $0x7,%r11d
	ja .Lext_2107f7
	lea 0x1e516b(%rip)