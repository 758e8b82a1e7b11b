.section .rdata,"bd"
nop
