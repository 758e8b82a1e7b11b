.addrsig_sym
addq %rax, %rbx
