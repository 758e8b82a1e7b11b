.cfi_startproc
.cfi_remember_state
.cfi_restore_state
.cfi_endproc
add a0, a1, a2
