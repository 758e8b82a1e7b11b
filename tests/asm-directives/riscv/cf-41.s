.cfi_startproc
.cfi_def_cfa_offset 1 2
.cfi_endproc
add a0, a1, a2
