.section .foo,"a",@0x70000001
nop
