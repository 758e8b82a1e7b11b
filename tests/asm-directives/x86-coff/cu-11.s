.section .x,"dw",unique,4294967296
nop
