.cfi_startproc
.cfi_escape 256
.cfi_endproc
add a0, a1, a2
