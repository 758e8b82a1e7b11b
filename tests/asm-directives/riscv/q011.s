.section .foo,"aG",@progbits
add a0, a1, a2
