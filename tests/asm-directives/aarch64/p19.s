.incbin "ok.s", 1, x
