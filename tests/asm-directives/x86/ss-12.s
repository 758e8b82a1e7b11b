nop
.octa 9b1
addq %rax, %rbx
.subsection 5000000000
