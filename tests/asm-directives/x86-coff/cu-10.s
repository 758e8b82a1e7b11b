.section .x,"dw",unique,4294967295
nop
