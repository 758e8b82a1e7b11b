.ascii "\q"
nop
