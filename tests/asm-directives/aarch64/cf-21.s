.cfi_startproc
.cfi_escape x
.cfi_endproc
add x0, x1, x2
