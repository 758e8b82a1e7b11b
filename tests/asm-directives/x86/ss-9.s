nop
.octa 1f
addq %rax, %rbx
.subsection 5000000000
