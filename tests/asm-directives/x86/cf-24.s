.cfi_startproc
.cfi_register %rax
.cfi_endproc
addq %rax, %rbx
