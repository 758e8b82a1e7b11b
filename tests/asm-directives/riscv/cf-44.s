.cfi_startproc
.cfi_escape 0x0f,
.cfi_endproc
add a0, a1, a2
