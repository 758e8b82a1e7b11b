.cfi_startproc
.cfi_def_cfa sp, 8, 9
.cfi_endproc
add x0, x1, x2
