.cfi_startproc
.cfi_personality 0x100, foo
.cfi_endproc
addq %rax, %rbx
