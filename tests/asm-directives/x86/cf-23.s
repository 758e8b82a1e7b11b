.cfi_startproc
.cfi_register %rax, %rbx
.cfi_endproc
addq %rax, %rbx
