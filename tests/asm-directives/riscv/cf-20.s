.cfi_startproc
.cfi_escape
.cfi_endproc
add a0, a1, a2
