.cfi_startproc
.cfi_offset Eax, -16
.cfi_endproc
nop
