.cfi_startproc
.cfi_val_offset x0, 8
.cfi_endproc
add x0, x1, x2
