.dyld 1
nop
