.cfi_startproc
.cfi_personality x, foo
.cfi_endproc
addq %rax, %rbx
