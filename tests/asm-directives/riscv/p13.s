.incbin "ok.s"
add a0, a1, a2
