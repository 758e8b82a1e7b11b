.section .foo,"G?",@progbits,g
add x0, x1, x2
