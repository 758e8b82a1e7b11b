.intel_syntax noprefix
# libcrypto.so.3: loop of 15 instructions at 0x260f7d (gpr), Intel syntax.
.L260f7d:
	cmp QWORD PTR [rsp],0x0
	jne .Lext_260d78
	jmp .Lext_260cb5