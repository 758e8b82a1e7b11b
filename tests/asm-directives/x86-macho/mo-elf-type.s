.type foo
nop
