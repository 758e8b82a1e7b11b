.cfi_startproc
.cfi_def_cfa 7, 8
.cfi_endproc
add a0, a1, a2
