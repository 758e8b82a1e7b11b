.ascii "\400"
nop
