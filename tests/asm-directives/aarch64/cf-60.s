.cfi_startproc
.cfi_window_save 1
.cfi_endproc
add x0, x1, x2
