.byte %foo
nop
