.cfi_startproc
.cfi_offset 6,
.cfi_endproc
addq %rax, %rbx
