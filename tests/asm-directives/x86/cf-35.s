.cfi_startproc
.cfi_llvm_def_aspace_cfa %rsp, 8
.cfi_endproc
addq %rax, %rbx
