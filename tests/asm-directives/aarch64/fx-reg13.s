.cfi_startproc
.cfi_offset fp, -16
.cfi_endproc
nop
