.section .x,"dw",unique,-1
nop
