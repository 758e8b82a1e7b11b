# libgmp.so.10: loop of 4294967295 instructions at 0x3ef70 (gpr), AT&T syntax.
.L3ef70:
	bsf %rdx,%rcx
	shr %cl,%rdx
	and %edx,%r11d
	mov %rdx,%r8
	xor %r9d,%r11d
	lea 0x80(%rcx,%rcx,1),%r9d
	and %ebx,%r9d
	xor %r11d,%r9d
	jmp .Lext_3ef26
	sub %rsi,%rdi
	sbb %rax,%rdx
	test %rdi,%rdi
	je .L3ef70
	je .L3ef70
