.cfi_startproc
.cfi_def_cfa %rsp, 8, 9
.cfi_endproc
addq %rax, %rbx
