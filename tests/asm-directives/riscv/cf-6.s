.cfi_startproc foo
.cfi_endproc
add a0, a1, a2
