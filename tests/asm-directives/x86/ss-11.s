nop
.octa 07b
addq %rax, %rbx
.subsection 5000000000
