.cfi_startproc
.cfi_signal_frame 1
.cfi_endproc
add a0, a1, a2
