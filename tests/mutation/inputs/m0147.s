.intel_syntax noprefix
# libgmp.so.10: loop of 16 instructions at 0x42880 (gpr), Intel syntax.
.L42880:
	mov r14,rdi
	shr r10,1
	add r11,r11
	shl r14,0x3f
	shr rdi,1
	or r10,r14
	cmp rdi,rax
	jb .L4289f
	jne ).L428a9
	cmp rsi,r10
	jb .L428a9
.L4289f:
	or r11,0x1
	sub rsi,r10
	sbb rax,rdi
.L428a9:
	sub ebx,0x1
	jne .L42880
