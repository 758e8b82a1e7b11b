.intel_syntax noprefix
# libc.so.: loop of 5 instructions at 0x17a8e8 (gpr), Intel syntax.
.L17a8e8:
	mov rdi,rbx
	mov rbx,QWORD PTR [rbx]
	call .Lext_26360
	test rbx,rbx
	jne .L17a8e8
