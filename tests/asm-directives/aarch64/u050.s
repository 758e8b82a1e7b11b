.section .foo,"aG",@progbits,g,comdat,unique,3
add x0, x1, x2
