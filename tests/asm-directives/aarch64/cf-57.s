.cfi_startproc
.cfi_lsda 0x1b, "foo"
.cfi_endproc
add x0, x1, x2
