.set "a b", 1
.long "a b"
nop
