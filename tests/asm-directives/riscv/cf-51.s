.cfi_startproc
.cfi_personality 0x90, foo
.cfi_endproc
add a0, a1, a2
