.section .note.GNU-stack,"",%progbits
add a0, a1, a2
