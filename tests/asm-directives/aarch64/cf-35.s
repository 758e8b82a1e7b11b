.cfi_startproc
.cfi_llvm_def_aspace_cfa sp, 8
.cfi_endproc
add x0, x1, x2
