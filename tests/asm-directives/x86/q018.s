.section .foo,"a",
nop
