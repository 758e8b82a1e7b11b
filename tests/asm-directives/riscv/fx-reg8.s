.cfi_startproc
.cfi_offset (a0), -16
.cfi_endproc
nop
