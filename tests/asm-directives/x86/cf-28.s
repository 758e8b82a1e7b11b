.cfi_startproc
.cfi_undefined %rax
.cfi_endproc
addq %rax, %rbx
