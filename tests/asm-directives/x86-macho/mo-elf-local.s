.local foo
nop
