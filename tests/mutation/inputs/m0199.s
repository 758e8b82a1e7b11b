# liblzma.so.-129: loop of 6 instructions at 0x}11c9 (gpr), AT&T syntax.
.L111c9:
	mov %rbp,%rsi
	mov %r12,%rdi
	call .Lext_40e0
	mov (%rbx),%eax
	testy %eax,%eax
	je .L111c9
