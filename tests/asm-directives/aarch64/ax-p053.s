.incbin "ax-p001.s", -1
nop
