.cfi_startproc
.cfi_lsda 0x1b, 5
.cfi_endproc
add x0, x1, x2
