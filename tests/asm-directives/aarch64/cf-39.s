.cfi_startproc
.cfi_restore x29, 4
.cfi_endproc
add x0, x1, x2
