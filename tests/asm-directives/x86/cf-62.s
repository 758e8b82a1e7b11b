.cfi_startproc simple x
.cfi_endproc
addq %rax, %rbx
