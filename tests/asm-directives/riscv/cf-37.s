.cfi_startproc
.cfi_def_cfa_register 99999
.cfi_endproc
add a0, a1, a2
