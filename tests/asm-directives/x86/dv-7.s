.addrsig_sym "foo"
addq %rax, %rbx
