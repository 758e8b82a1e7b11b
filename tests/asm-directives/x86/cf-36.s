.cfi_startproc
.cfi_def_cfa_register %rbp
.cfi_endproc
addq %rax, %rbx
