.section .rdata,"dr"
nop
