.section .x,unique,0
nop
