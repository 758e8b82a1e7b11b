# libgmp.so.10: loop of 8 instructions at 0x14b60 (gpr), AT&T syntax.
.L14b60:
	mov (%rdx,%rax,8),%rdi
	lea -0x1(%rdi),%r11
	mov 