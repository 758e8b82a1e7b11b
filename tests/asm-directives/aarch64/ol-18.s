.org 1 2
nop
