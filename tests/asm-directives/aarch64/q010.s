.section .foo,"aG",@progbits,grp,comdat
add x0, x1, x2
