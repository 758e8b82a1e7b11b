nop
.subsection 1 2
addq %rax, %rbx
.subsection 5000000000
