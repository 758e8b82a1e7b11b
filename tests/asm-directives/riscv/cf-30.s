.cfi_startproc
.cfi_label
.cfi_endproc
add a0, a1, a2
