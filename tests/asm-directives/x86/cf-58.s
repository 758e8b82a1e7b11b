.cfi_offset 6
addq %rax, %rbx
