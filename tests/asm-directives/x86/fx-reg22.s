.cfi_startproc
.cfi_offset st0, -16
.cfi_endproc
nop
