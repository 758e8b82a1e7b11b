.cfi_startproc
.cfi_personality 0, foo, bar
.cfi_endproc
add a0, a1, a2
