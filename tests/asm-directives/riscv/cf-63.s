.cfi_startproc "simple"
.cfi_endproc
add a0, a1, a2
