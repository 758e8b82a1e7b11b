.cfi_startproc
.cfi_remember_state
.cfi_restore_state
.cfi_endproc
add x0, x1, x2
