	.intel_syntax noprefix
	mov	rax, qword ptr [rip + Lconst]
	jmp	LBB0_7
	lea	rcx, [rip + Ltable]
Ltable:
	nop
