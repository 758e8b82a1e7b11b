.cfi_startproc
.cfi_offset ft11, -16
.cfi_endproc
nop
