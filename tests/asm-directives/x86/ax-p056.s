.incbin "ax-p001.s",
nop
