.cfi_startproc
.cfi_offset X1, -16
.cfi_endproc
nop
