.weakref a
nop
