.incbin
nop
