.section .x,"dw",unique,0x10
nop
