.popsection
nop
