.section .foo,"a",@unwind
nop
