.text
nop
