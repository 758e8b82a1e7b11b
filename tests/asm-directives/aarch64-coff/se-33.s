nop
.seh_handlerdata
nop
nop
