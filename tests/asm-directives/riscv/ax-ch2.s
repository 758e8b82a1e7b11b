.byte ''
nop
