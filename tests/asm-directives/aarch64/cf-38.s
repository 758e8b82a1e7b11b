.cfi_startproc
.cfi_endproc extra
add x0, x1, x2
