.section .x,"dw",one_only,h,unique 0
nop
