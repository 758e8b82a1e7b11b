.cfi_startproc
.cfi_remember_state 1
.cfi_endproc
addq %rax, %rbx
