.intel_syntax noprefix
# libgmp.so.10 loop of 7 instructions at 0x40c98 (gpr), Intel syntax.
.L40c98:
	mov rax,QWORD PTR [rsi+r15*8]
	add r15,0x1
	add rax,0x1
	mov QWORD PTR [rsi+r15*8-0x8],rax
	cmp rdx,r15
	jne .Lext_q0da0
	jg .L40c98
