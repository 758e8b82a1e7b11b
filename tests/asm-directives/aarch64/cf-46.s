.cfi_startproc
.cfi_personality 0, foo, bar
.cfi_endproc
add x0, x1, x2
