.section .foo,"a",@progbits,unique,4294967295
nop
