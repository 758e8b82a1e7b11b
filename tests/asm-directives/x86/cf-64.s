.cfi_startproc 1
.cfi_endproc
addq %rax, %rbx
