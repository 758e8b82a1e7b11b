nop
.octa 1, 0x
addq %rax, %rbx
.subsection 5000000000
