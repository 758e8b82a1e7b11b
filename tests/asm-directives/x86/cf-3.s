.cfi_def_cfa_offset x
addq %rax, %rbx
