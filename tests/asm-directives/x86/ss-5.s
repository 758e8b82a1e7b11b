nop
.data 3000000000
addq %rax, %rbx
.subsection 5000000000
