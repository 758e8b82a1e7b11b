.cfi_startproc
.cfi_def_cfa_offset
.cfi_endproc
addq %rax, %rbx
