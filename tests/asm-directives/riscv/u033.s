.section .foo,"G?",@progbits,g
add a0, a1, a2
