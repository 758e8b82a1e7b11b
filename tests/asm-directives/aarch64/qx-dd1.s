a:
a:
.cfi_startproc
nop
