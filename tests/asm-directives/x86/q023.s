.section .foo,"e"
nop
