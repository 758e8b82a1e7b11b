.section .foo,"aG",@progbits,grp,comdat
add a0, a1, a2
