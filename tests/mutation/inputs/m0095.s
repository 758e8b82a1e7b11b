.intel_syntax noprefix
# libc.so.6: loop of 36 instructions at 0xd4248 (sse), Intel syntax.
.Ld4248:
	cmp rdx,rcx
	jne .Lext_d4300
	mov QWORD PTR [rdx],rsi
	mov QWORD PTR [rdx+0x8],ra