.cfi_startproc
.cfi_signal_frame 1
.cfi_endproc
add x0, x1, x2
