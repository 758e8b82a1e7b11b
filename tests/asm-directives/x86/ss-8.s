nop
.octa 1b
addq %rax, %rbx
.subsection 5000000000
