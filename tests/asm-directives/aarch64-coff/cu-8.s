.section .x,"dw",one_only,h,uniq,0
nop
