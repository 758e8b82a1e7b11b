.cfi_startproc 1
.cfi_endproc
add a0, a1, a2
