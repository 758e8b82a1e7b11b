.cfi_startproc
.cfi_personality 0x9b
.cfi_endproc
addq %rax, %rbx
