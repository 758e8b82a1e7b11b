.cfi_startproc
.cfi_escape 1 2
.cfi_endproc
add a0, a1, a2
