.cfi_startproc
.cfi_personality 0x100, foo
.cfi_endproc
add x0, x1, x2
