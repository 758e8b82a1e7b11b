.org x
nop
