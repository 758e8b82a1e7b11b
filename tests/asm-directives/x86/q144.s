.text 2
nop
