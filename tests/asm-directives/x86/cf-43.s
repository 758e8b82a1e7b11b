.cfi_startproc
.cfi_escape 256
.cfi_endproc
addq %rax, %rbx
