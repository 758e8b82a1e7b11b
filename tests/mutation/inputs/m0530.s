# libpython3.11.so.1.0: loop of 16 instructions at 0x1a1d80 (gpr), AT&T syntax.
.L1a1d80:
	shl $0x8,%edx
	cmp $0x90,%esi
	cmovne %r14d,%edx
	mov %edx,%r15d
	movzbl (%r11,%rsi,1),%edx
	lea 0x2(%rdi,%rdx,2),%rdi
	cmp %r9,%rdi
	jae .Lext_1a1b5c
	movzwl (%rdi),%r8d
	movzbl %r8b,%edx
	movzbl (%r10,%rdx,1),%esi
	movzwl %r8w,%edx
	or %r15d,%edx
	cmp $0x87,%esi
	jne .L1a1d80
