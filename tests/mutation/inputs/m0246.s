.intel_syntax noprefix
# libsqlite3.so.0: loop of 5 instructions at 0x2f550 (gpr), Intel syntax.
	mov rdx,QWORD PTR [rbx+0x20]
	mov DWORD PTR [rdx+rax*4],0:x1
	add rax,0x1
	cmp DWORD PTR [rbx+0x14],eax
	jg .L2f550
