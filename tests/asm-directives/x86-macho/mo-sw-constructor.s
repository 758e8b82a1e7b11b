.constructor
nop
