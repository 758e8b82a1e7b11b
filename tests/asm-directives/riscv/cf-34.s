.cfi_startproc
.cfi_llvm_def_aspace_cfa sp, 8, 1
.cfi_endproc
add a0, a1, a2
