.cfi_startproc
.cfi_endproc extra
addq %rax, %rbx
