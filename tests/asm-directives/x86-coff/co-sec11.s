.section .rdata "dr"
nop
