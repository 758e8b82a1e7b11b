.cfi_startproc
.cfi_personality 0x7f, foo
.cfi_endproc
addq %rax, %rbx
