.octa 1
nop
