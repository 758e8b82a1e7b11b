.byte %call(x)
nop
