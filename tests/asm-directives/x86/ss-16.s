nop
.octa 0B11, 0x1
addq %rax, %rbx
.subsection 5000000000
