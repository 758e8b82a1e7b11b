.cfi_startproc
.cfi_personality 0x90, foo
.cfi_endproc
addq %rax, %rbx
