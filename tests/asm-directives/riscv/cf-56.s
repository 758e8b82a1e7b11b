.cfi_startproc
.cfi_personality x, foo
.cfi_endproc
add a0, a1, a2
