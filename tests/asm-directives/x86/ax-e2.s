.asciz "\q"
nop
