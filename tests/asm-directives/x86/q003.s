.section .foo,"xyz"
nop
