.ascii "\x"
nop
