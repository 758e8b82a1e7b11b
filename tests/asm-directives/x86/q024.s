.section .foo,"aR"
nop
