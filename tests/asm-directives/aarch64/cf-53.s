.cfi_startproc
.cfi_remember_state 1
.cfi_endproc
add x0, x1, x2
