.cfi_startproc
.cfi_escape 0x0f,
.cfi_endproc
add x0, x1, x2
