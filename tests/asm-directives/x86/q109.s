.weakref a, b
nop
