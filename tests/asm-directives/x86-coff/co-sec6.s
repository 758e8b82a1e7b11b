.section .rdata,dr
nop
