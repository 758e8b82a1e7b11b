.cfi_startproc
.cfi_restore %rbp, 4
.cfi_endproc
addq %rax, %rbx
