.globl "a b"
nop
