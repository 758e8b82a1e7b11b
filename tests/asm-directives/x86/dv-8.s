.ADDRSIG_SYM
addq %rax, %rbx
