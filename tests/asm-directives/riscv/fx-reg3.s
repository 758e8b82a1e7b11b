.cfi_startproc
.cfi_offset v32, -16
.cfi_endproc
nop
