.cfi_startproc
.cfi_label foo
.cfi_endproc
addq %rax, %rbx
