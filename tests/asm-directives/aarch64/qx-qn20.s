.set "a b", "c d"
nop
