.cfi_startproc
.cfi_lsda 0x1b, 5
.cfi_endproc
addq %rax, %rbx
