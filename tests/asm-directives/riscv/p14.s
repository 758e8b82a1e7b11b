.incbin "missing"
