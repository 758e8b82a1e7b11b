.cfi_startproc "simple"
.cfi_endproc
addq %rax, %rbx
