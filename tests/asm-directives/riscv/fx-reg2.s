.cfi_startproc
.cfi_offset v1, -16
.cfi_endproc
nop
