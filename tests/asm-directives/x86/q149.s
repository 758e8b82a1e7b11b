.globl 1
nop
