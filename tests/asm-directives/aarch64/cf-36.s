.cfi_startproc
.cfi_def_cfa_register x29
.cfi_endproc
add x0, x1, x2
