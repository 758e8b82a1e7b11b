.cfi_startproc
.cfi_endproc extra
add a0, a1, a2
