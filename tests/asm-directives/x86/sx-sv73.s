. = foo
nop
