.cfi_startproc
.cfi_signal_frame 1
.cfi_endproc
addq %rax, %rbx
