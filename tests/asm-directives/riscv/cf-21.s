.cfi_startproc
.cfi_escape x
.cfi_endproc
add a0, a1, a2
