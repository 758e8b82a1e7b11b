.section .x,"dw",Unique,0
nop
