.cfi_startproc
.cfi_label foo bar
.cfi_endproc
add x0, x1, x2
