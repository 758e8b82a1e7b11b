.cfi_startproc
.cfi_register x0, x1
.cfi_endproc
add x0, x1, x2
