.section .x,"dw",unique,4294967294
nop
