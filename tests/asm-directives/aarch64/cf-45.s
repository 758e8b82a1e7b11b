.cfi_startproc
.cfi_escape 1 2
.cfi_endproc
add x0, x1, x2
