.text x
nop
