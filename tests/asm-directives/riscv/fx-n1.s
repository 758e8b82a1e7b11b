nop
.cfi_startproc
.cfi_startproc