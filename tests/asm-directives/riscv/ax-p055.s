.incbin "ax-p001.s", 1000
nop
