.cfi_startproc
.cfi_offset fp3, -16
.cfi_endproc
nop
