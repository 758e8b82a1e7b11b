.section .foo,"al"
nop
