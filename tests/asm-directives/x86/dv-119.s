.section .note.GNU-stack,"",%progbits
addq %rax, %rbx
