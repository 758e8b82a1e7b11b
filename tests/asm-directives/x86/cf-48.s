.cfi_startproc
.cfi_personality 0xff, foo
.cfi_endproc
addq %rax, %rbx
