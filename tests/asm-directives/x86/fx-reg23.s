.cfi_startproc
.cfi_offset xmm01, -16
.cfi_endproc
nop
