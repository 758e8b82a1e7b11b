.cfi_startproc
.cfi_offset st(1)x, -16
.cfi_endproc
nop
