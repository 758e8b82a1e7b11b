.cfi_startproc
.cfi_offset x29, -16
.cfi_endproc
add x0, x1, x2
