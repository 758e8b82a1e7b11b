.cfi_startproc
.cfi_personality 0xff, foo
.cfi_endproc
add x0, x1, x2
