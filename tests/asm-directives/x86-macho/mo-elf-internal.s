.internal foo
nop
