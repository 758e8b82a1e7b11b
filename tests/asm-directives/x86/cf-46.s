.cfi_startproc
.cfi_personality 0, foo, bar
.cfi_endproc
addq %rax, %rbx
