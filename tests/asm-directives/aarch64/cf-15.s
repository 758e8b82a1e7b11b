.cfi_startproc
.cfi_personality 0x7f, foo
.cfi_endproc
add x0, x1, x2
