.section .foo,"a",@bogus
add a0, a1, a2
