.cfi_startproc
.cfi_startproc
add a0, a1, a2
