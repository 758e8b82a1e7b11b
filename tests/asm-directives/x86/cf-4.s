.cfi_startproc
.cfi_startproc
addq %rax, %rbx
