.version foo
nop
