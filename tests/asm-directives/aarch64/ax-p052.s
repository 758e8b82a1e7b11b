.incbin "ax-p001.s", 2
nop
