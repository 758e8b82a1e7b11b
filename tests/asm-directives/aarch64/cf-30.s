.cfi_startproc
.cfi_label
.cfi_endproc
add x0, x1, x2
