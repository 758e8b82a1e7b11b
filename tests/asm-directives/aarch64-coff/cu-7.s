.section .x,"dw",one_only,h,
nop
