.cfi_startproc
.cfi_def_cfa %rsp, x
.cfi_endproc
addq %rax, %rbx
