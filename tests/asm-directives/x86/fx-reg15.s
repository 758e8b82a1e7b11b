.cfi_startproc
.cfi_offset %RBP, -16
.cfi_endproc
nop
