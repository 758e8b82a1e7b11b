.seh_handlerdata
nop
