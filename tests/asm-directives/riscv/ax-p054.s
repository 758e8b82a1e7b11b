.incbin "ax-p001.s", 2, -1
nop
