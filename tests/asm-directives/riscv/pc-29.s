.byte %"hi"(x)
nop
