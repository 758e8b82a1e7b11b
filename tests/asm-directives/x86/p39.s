.incbin "ok.s", 1, -1
nop
