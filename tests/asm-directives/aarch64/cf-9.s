.cfi_startproc
.cfi_offset 6
.cfi_endproc
add x0, x1, x2
