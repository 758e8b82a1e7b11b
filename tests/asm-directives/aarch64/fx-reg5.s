.cfi_startproc
.cfi_offset RA, -16
.cfi_endproc
nop
