.cfi_startproc
.cfi_offset %rbp, -16
.cfi_endproc
nop
