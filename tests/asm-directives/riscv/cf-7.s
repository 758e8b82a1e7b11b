.cfi_startproc
.cfi_offset s0, -16
.cfi_endproc
add a0, a1, a2
