.intel_syntax noprefix
# libgmp.so.10: loop of 11 instructions at 0x1aa68 (gpr), Intel syntax.
int $256
.L1aa68:
	mov rcx,QWORD PTR [r13+0x0]
	mov rdx,r14
	mov rsi,r15
	mov rdi,r15
	call .Lext_c5d0
	cmp rax,0x1
	mov QWORD PTR [r15+r14*8],rax
	sbb r14,0xffffffffffffffff
	add r13,0x8
	cmp r12,r13
	jne .L1aa68
