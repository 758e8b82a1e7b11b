.section .x,"dw",one_only,h,"unique",1
nop
