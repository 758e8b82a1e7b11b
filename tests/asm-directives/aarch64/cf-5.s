.cfi_startproc simple
.cfi_endproc
add x0, x1, x2
