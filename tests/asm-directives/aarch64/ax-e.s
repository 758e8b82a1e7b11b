.ascii "a" "\q"
nop
