.section .x,"dw",unique,abc
nop
