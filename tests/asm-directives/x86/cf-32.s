.cfi_startproc
.cfi_label 1
.cfi_endproc
addq %rax, %rbx
