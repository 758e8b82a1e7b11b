.cfi_startproc
.cfi_def_cfa sp
.cfi_endproc
add x0, x1, x2
