.org 1, x
nop
