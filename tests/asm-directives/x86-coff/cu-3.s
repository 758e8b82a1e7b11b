.section .x,"dw",unique
nop
