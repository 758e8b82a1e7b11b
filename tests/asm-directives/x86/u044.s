.section .foo+1,"a"
nop
