.section .foo,"G",@progbits,g,foo
nop
