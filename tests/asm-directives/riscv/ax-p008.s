.irp x
.byte \x
.endr
nop
