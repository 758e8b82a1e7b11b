.irp
.endr
nop
