.cfi_startproc foo
.cfi_endproc
add x0, x1, x2
