.cfi_startproc
.cfi_def_cfa sp, x
.cfi_endproc
add a0, a1, a2
