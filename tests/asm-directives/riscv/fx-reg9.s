.cfi_startproc
.cfi_offset -1, -16
.cfi_endproc
nop
