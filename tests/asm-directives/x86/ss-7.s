nop
.octa 0b
addq %rax, %rbx
.subsection 5000000000
