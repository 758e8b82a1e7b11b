.org 16, 1
nop
