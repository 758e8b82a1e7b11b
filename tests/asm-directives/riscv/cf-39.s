.cfi_startproc
.cfi_restore s0, 4
.cfi_endproc
add a0, a1, a2
