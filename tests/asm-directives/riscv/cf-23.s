.cfi_startproc
.cfi_register a0, a1
.cfi_endproc
add a0, a1, a2
