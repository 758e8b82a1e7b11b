.skip %1
nop
