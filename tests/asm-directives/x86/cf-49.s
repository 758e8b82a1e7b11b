.cfi_startproc
.cfi_personality 0xff 1
.cfi_endproc
addq %rax, %rbx
