.cfi_startproc
.rept 2
.cfi_startproc
.endr
nop
