.cfi_startproc
.cfi_label foo bar
.cfi_endproc
add a0, a1, a2
