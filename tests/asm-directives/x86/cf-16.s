.cfi_startproc
.cfi_personality 0xff
.cfi_endproc
addq %rax, %rbx
