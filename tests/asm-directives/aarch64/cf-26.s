.cfi_startproc
.cfi_adjust_cfa_offset -8
.cfi_endproc
add x0, x1, x2
