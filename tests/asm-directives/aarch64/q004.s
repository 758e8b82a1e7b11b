.section .foo,"a",@nobits
add x0, x1, x2
