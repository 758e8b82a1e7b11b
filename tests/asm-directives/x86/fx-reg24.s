.cfi_startproc
.cfi_offset rbp.x, -16
.cfi_endproc
nop
