.cfi_startproc
.cfi_personality 0x9b
.cfi_endproc
add a0, a1, a2
