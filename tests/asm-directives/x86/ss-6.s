nop
.octa 0b1
addq %rax, %rbx
.subsection 5000000000
