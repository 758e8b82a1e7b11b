.incbin "ok.s" x
