.cfi_startproc
.cfi_def_cfa sp, x
.cfi_endproc
add x0, x1, x2
