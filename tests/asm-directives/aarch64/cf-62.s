.cfi_startproc simple x
.cfi_endproc
add x0, x1, x2
