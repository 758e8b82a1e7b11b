.cfi_startproc
.cfi_offset %r31, -16
.cfi_endproc
nop
