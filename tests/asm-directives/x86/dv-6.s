.addrsig_sym 1
addq %rax, %rbx
