.cfi_startproc
.cfi_offset r15d, -16
.cfi_endproc
nop
