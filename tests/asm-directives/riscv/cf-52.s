.cfi_startproc
.cfi_personality 0x100, foo
.cfi_endproc
add a0, a1, a2
