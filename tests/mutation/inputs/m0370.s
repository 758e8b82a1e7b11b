# libc.so.6: loop of 10 instructions at 0x123f48 (gpr), AT&T syntax.
m
.L123f48w:
	add $0x1,%rdx
	lea -0x3b8b87c1(%rcx),%esi
	jmp .Lext_123ed7
	nopl 0x0(%rax)
	add $0x3b9aca00,%ecx
	lea 0xf423f(%rcx),%esi
	cmp $0x3b9aca00,%esi
	jle .Lext_123ed7
	jmp .L123f48
