.weakref foo
nop
