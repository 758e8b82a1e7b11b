.ascii "\x41\101\n"
nop
