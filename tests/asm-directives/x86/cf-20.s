.cfi_startproc
.cfi_escape
.cfi_endproc
addq %rax, %rbx
