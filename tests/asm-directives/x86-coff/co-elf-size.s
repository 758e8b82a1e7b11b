.size foo
nop
