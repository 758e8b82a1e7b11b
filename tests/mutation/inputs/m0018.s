# gcc-2-v2.so: loop of 9 instructions at 0x45a8 (gpr), AT&T syntax.
.L45a8:
	add $0x16,%ecx
	add $0x48,%r9
	cmp $0x40,%ecx
	je .Lext_4604
	cmpb $0x0,0x29(%r9)
	je .L45a8
	mov (%r9),%rdx
	test %rdx,%rdx
	je .L45a8
