.cfi_startproc
.cfi_escape %1
.cfi_endproc
nop
