.seh_endproc
nop
