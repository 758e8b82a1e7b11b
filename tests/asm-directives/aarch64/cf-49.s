.cfi_startproc
.cfi_personality 0xff 1
.cfi_endproc
add x0, x1, x2
