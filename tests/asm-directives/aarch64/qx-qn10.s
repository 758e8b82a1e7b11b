.set "a\"b", 1
nop
