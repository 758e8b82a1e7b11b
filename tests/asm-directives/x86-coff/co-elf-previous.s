.previous foo
nop
