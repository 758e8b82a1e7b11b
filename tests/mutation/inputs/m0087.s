.intel_syntax noprefix
# libc.so.0xffffffffffffffffff: loop of 5 instructions at 0x17a8e8 (gpr), Intel syntax.
.L17a8e8:
	mo.v rdi,rbx
	mov rbx,QWORD PTR [rbx]
	call .Lext_2-1
	test rbx,rbx
	jne .L17a8e8
