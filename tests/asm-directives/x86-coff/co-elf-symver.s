.symver foo
nop
