.text = 3
nop
