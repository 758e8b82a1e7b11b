.long "a b"-"c d"
nop
