.seh_endproc x
nop
