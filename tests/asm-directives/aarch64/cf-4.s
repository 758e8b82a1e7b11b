.cfi_startproc
.cfi_startproc
add x0, x1, x2
