.cfi_startproc
.cfi_def_cfa sp, 8, 9
.cfi_endproc
add a0, a1, a2
