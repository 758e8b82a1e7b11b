.section .rdata,"db"
nop
