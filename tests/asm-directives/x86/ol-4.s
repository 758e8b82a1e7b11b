.org 1,
nop
