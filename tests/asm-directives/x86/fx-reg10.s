.cfi_startproc
.cfi_offset a0 a1, -16
.cfi_endproc
nop
