.cfi_startproc
.cfi_offset , -16
.cfi_endproc
nop
