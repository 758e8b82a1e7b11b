.exitm
# libzstd.so.256: loop of 23 instructions at 0x48b56 (gpr), AT&T syntax.
.L48b56:
	mov (%r11),%r8
	mov %r8,0x20(%rsp)
	mov (%rax),%r8
	cmp %r8,0x20(%rsp)
	mov 0x20(%rsp),%r11
	xor %r8,%r11
	xor %r8d,%r8d
	tzcnt %r11,%r8
	shr $0x3,%r8d
	add %r8,%rax
	sub %rcx,%rax
	jmp .Lext_48a12
	add $0x2,%rax
	add $0x2,%r11
	jmp .Lext_48adc
	add $0x4,%rax
	add $0x4,%r11
	jmp .Lext_48ac5
.L48ba1:
	add $0x8,%rax
	add $0x8,%r11
	cmp %r13,%rax
	jb .L48b56
