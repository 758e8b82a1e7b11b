.cfi_startproc
.cfi_personality 0x9b, 5
.cfi_endproc
add a0, a1, a2
