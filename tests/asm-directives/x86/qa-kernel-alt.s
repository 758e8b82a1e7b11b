.macro ALTERNATIVE oldinstr, newinstr, ft_flags
140:
	\oldinstr
141:
	.skip -(((144f-143f)-(141b-140b)) > 0) * ((144f-143f)-(141b-140b)),0x90
142:
	.pushsection .altinstructions,"a"
	.long 140b - .
	.long 143f - .
	.4byte \ft_flags
	.byte 142b - 140b
	.byte 144f - 143f
	.popsection
	.pushsection .altinstr_replacement,"ax"
143:
	\newinstr
144:
	.popsection
.endm
	ALTERNATIVE "lfence", "mfence", 123
	ALTERNATIVE "addq $1, %rax", "", 5
	.pushsection __ex_table,"a"
	.balign 4
	.long (1f) - .
	.long (2f) - .
	.popsection
1:	movq (%rdi), %rax
2:	addq %rax, %rbx
	.section .discard.retpoline_safe
	.long 1b
	.text
.irp reg, rax, rbx, rcx
	xorq %\reg, %\reg
.endr
.set NR, 3
.rept NR
	incq %rdx
.endr
.ifndef FOO
	nop
.endif
