.fill %1
nop
