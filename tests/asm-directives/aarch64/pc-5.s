.set a, %1
nop
