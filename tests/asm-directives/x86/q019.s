.section .foo "a"
nop
