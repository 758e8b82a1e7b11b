.comm buf
nop
