.section .foo,"G?",@progbits,g
nop
