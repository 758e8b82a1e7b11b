.cfi_startproc
.cfi_personality 0x9b, 5
.cfi_endproc
add x0, x1, x2
