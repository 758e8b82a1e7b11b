.cfi_startproc
.cfi_offset a0+1, -16
.cfi_endproc
nop
