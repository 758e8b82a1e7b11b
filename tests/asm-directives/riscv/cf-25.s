.cfi_startproc
.cfi_rel_offset s0, 8
.cfi_endproc
add a0, a1, a2
