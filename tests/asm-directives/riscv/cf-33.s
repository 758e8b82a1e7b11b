.cfi_startproc
.cfi_val_offset a0, 8
.cfi_endproc
add a0, a1, a2
