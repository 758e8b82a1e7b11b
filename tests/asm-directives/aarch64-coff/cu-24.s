.section .x,"dw", unique , 2 
nop
