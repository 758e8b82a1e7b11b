.weak foo
nop
