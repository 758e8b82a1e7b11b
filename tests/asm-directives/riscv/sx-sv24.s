.set .riscv.attributes, 1
nop
