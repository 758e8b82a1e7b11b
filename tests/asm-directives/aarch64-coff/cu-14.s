.section .x,"dw",unique,1+1
nop
