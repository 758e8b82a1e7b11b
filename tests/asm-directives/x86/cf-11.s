.cfi_startproc
.cfi_def_cfa %rsp
.cfi_endproc
addq %rax, %rbx
