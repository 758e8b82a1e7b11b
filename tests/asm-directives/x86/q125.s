.org 0
nop
