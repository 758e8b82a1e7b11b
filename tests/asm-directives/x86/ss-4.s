nop
.text -5
addq %rax, %rbx
.subsection 5000000000
