.cfi_startproc simple x
.cfi_endproc
add a0, a1, a2
