.byte % hi(x)
nop
