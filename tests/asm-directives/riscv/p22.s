.incbin "ok.s", 100
