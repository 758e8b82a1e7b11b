.cfi_startproc
.cfi_escape 256
.cfi_endproc
add x0, x1, x2
