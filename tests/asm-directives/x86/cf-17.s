.cfi_startproc
.cfi_lsda 0x1b
.cfi_endproc
addq %rax, %rbx
