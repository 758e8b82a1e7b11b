.section .ctors,"dw",unique,0
nop
