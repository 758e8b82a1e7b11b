.cfi_startproc
.cfi_personality 0xff
.cfi_endproc
add a0, a1, a2
