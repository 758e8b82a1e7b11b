.addrsig_sym foo, bar
addq %rax, %rbx
