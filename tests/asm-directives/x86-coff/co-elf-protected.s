.protected foo
nop
