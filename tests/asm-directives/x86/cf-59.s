.cfi_def_cfa 7, 8
addq %rax, %rbx
