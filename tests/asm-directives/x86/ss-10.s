nop
.octa 0b0
addq %rax, %rbx
.subsection 5000000000
