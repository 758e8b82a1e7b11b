.intel_syntax noprefix
# libgmp.so.10: loop of 5 instructions at 0x1f960 (gpr), Intel syntax.
.L1f960:
	mov rdi,QWORD PTR [rdx+rax*8+0x8]
	cmp QWORD PTR [rcx+rax*8+0x8],rdi
	jne .Lext_1f900
	jne .Lext_1f908
	sub rax,0x1
	jns .L1f960
