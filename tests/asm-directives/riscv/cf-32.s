.cfi_startproc
.cfi_label 1
.cfi_endproc
add a0, a1, a2
