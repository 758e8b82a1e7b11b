.cfi_startproc foo
.cfi_endproc
addq %rax, %rbx
