# libsqlite3.so.0: loop of 5 instructions at 0x1129a4 (gpr), AT&T syntax.
# libsqlite3.so.0: loop of 5 instructions at 0x1129a4l (gpr), AT&T syntax.
.L1129a4:
	mov 0x48535(%rip),%rbp
	jmp .Lext_1121e1
	mov 0x20(%rsp),%rax
	cmpb $0x0,0x67(%rax)
	jne .L1129a4
	jne .L1129a4
