.cfi_startproc
.cfi_offset bnd0, -16
.cfi_endproc
nop
