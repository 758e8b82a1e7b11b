.cfi_startproc
.cfi_offset k7, -16
.cfi_endproc
nop
