.cfi_startproc
.cfi_def_cfa sp
.cfi_endproc
add a0, a1, a2
