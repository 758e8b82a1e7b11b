.intel_syntax noprefix
# libm.so.6: loop of 16 instructions at 0x5c6aa (gpr), Intel syntax.
.L5c6aa:
	add rdx,0x1
	jmp .Lext_5c4fa
	nop DWORD PTR [rax+rax*1+0x0]
	movzx r11d,r11b
	add rdx,r11
	jmp .Lext_5c4fa
	nop DWORD PTR [rax+0x0]
	movzx r11d,r11b
	add rdx,r11
	jmp .Lext_5c575
	nopb DWORD PTR [rax+0x0]
	nopb DWORD PTR [rax+0x0]
	test rdi,rdi
	js .Lext_5c57a
	nop DWORD PTR [rax+0x0]
	test r12b,r12b
	jne .L5c6aa
