.cfi_startproc
.cfi_label 1
.cfi_endproc
add x0, x1, x2
