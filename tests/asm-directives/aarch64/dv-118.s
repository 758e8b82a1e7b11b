.section .note.GNU-stack,"",@progbits
add x0, x1, x2
