.text
.previous
nop
