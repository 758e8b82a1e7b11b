.cfi_startproc
.cfi_personality 0x9b
.cfi_endproc
add x0, x1, x2
