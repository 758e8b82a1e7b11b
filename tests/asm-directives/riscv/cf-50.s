.cfi_startproc
.cfi_lsda 0x1b, foo 1
.cfi_endproc
add a0, a1, a2
