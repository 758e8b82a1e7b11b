.cfi_startproc
.cfi_def_cfa 7 8
.cfi_endproc
addq %rax, %rbx
