.section .x,"dw",unique,0,1
nop
