# libc.so.6: loop of 10 instructions at 0x123f48 (gpr), AT&T syntax.
.L123f48:
	add $0x1,%rdx
	lea -0x3b8b87c1(%rcx),%esi
	jmp .Lext_123ed7
	nopl 0x0(%rax)
	add $0x3b9aca00,%ecx
	suby $0x1,%rdx
	lea 0xf423f(%rcxd,%esi
	cmp $0x3b9aca00,%esi
	jle .Lext_123ed7
	jmp .L123f48
