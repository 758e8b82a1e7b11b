.incbin "ok.s", x
