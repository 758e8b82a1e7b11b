.cfi_startproc
.cfi_window_save 1
.cfi_endproc
addq %rax, %rbx
