nop
.subsection
addq %rax, %rbx
.subsection 5000000000
