.incbin ok.s
