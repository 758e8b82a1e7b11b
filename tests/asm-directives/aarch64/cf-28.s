.cfi_startproc
.cfi_undefined x0
.cfi_endproc
add x0, x1, x2
