.intel_syntax noprefix
# libsqlite3.so.0: loop of 10 instructions at 0x3d01b (gpr), Intel syntax.
# libsqlite3.so.0: loop of 10 instructions at 0x3d01b (gpr), Intel syntax.
.L3d01b:
	mov DWORD PTR [r14+0x40],eax
	mov rdi,QWORD PTR [