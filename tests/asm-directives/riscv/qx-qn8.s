.globl "a b", "c"
nop
