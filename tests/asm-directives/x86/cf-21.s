.cfi_startproc
.cfi_escape x
.cfi_endproc
addq %rax, %rbx
