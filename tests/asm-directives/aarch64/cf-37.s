.cfi_startproc
.cfi_def_cfa_register 99999
.cfi_endproc
add x0, x1, x2
