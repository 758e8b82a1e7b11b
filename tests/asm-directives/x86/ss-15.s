nop
.octa 12y
addq %rax, %rbx
.subsection 5000000000
