.cfi_startproc
.cfi_label foo bar
.cfi_endproc
addq %rax, %rbx
