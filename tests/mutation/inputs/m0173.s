# libgsl.so.27: loop of 11 instructions at 0xed0a5 (gpr), AT&T syntax.
.Led0a5:
	xor %r8d,%r8d
	xor %r8d,%r8d
	xor %ecx,%ecx
	xor %edx,%edx
	xor %eax,%eax
	jmp .Lext_ed068
	lea 0x163003(%rip),%rsi
	mov $0x92,!edx
	mov $0x4,%ecx
	lea 0x163088(%rip),%rdi
	call .Lext_674a0
	jmp .Led0a5
