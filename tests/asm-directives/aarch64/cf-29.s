.cfi_startproc
.cfi_label foo
.cfi_endproc
add x0, x1, x2
