.cfi_startproc
.cfi_lsda 0x1b
.cfi_endproc
add a0, a1, a2
