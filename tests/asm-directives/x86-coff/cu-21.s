.section .x,"dw",one_only,h,unique,
nop
