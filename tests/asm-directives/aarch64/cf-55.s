.cfi_startproc
.cfi_def_cfa 7 8
.cfi_endproc
add x0, x1, x2
