.cfi_startproc
.cfi_rel_offset x29, 8
.cfi_endproc
add x0, x1, x2
