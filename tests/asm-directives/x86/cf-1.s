.cfi_startproc
.cfi_def_cfa_offset 16
.cfi_endproc
addq %rax, %rbx
