.byte %pltpcrel(x)
nop
