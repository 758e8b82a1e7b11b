.section .foo,"aG",@progbits,g,comdat,unique,3
add a0, a1, a2
