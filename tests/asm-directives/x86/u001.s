.section .note.GNU-stack,"",@progbits
nop
