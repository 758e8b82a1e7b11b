nop
.subsection -1
addq %rax, %rbx
.subsection 5000000000
