.cfi_startproc
.cfi_offset 6
.cfi_endproc
add a0, a1, a2
