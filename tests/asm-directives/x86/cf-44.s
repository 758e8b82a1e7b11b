.cfi_startproc
.cfi_escape 0x0f,
.cfi_endproc
addq %rax, %rbx
