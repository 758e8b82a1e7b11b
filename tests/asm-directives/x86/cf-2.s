.cfi_def_cfa_offset 16
addq %rax, %rbx
