.float 1.5
nop
