.cfi_startproc
.cfi_label
.cfi_endproc
addq %rax, %rbx
