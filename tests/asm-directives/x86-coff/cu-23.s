.section .x,"dw",one_only,h,1
nop
