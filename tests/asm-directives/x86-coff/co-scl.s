.scl foo
nop
