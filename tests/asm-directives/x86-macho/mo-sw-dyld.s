.dyld
nop
