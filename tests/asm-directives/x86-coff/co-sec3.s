.section .rdata,"dq"
nop
