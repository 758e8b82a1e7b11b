.macro jumpto target
	jmp	\target
.endm
	jumpto	Lm1
	.rept 2
	jmp	Lm2
	.endr
	nop
Lm1:
