.section .foo,"a",@progbits # comment
nop
