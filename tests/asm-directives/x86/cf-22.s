.cfi_startproc
.cfi_remember_state
.cfi_restore_state
.cfi_endproc
addq %rax, %rbx
