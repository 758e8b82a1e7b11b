.irp i, "1 + 2", 3
.byte \i
.endr
nop
