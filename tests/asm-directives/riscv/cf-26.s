.cfi_startproc
.cfi_adjust_cfa_offset -8
.cfi_endproc
add a0, a1, a2
