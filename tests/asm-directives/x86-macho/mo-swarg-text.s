.text 1
nop
