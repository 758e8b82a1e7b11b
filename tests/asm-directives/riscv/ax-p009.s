.irp x,
.byte 1
.endr
nop
