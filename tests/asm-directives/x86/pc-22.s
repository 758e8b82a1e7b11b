.byte %hi()
nop
