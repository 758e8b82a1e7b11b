.cfi_startproc
.cfi_window_save 1
.cfi_endproc
add a0, a1, a2
