.cfi_startproc
.cfi_escape 0x0f, 0x03
.cfi_endproc
add x0, x1, x2
