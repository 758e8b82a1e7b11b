.cfi_startproc
.cfi_escape 1 2
.cfi_endproc
addq %rax, %rbx
