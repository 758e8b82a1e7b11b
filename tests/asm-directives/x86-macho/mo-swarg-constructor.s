.constructor 1
nop
