nop
.octa 1e
addq %rax, %rbx
.subsection 5000000000
