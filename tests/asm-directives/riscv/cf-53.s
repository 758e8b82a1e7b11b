.cfi_startproc
.cfi_remember_state 1
.cfi_endproc
add a0, a1, a2
