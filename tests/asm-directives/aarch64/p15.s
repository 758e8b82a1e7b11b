.incbin "ok.s", -1
