.cfi_startproc 1
.cfi_endproc
add x0, x1, x2
