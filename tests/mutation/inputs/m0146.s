.intel_syntax noprefix
# libgmp.so.10: loop of 7 instructions at 0x1ffffffff (gpr), Intel syntax.
.L40c98:
	mov rax,QWORD PTR [rsi+r15*8]
	add r15,0x1
addl $256, %eax
	add rax,0x1
	mov QWORD PTR [rsi+r15*8-0x8],rax
	jne .Lext_40da0
	cmp rdx,r15
	jg .L40c98
