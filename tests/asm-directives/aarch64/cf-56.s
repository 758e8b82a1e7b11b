.cfi_startproc
.cfi_personality x, foo
.cfi_endproc
add x0, x1, x2
