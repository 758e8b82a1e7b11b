.section .x,"dw",associative,h,unique,7
nop
