.rept 2
.irp x, 1, 2
.byte \x
.endr
.endr
nop
