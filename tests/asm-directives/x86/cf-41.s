.cfi_startproc
.cfi_def_cfa_offset 1 2
.cfi_endproc
addq %rax, %rbx
