.long "a b" + 1
nop
