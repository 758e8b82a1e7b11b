.section .foo,"xyz"
add x0, x1, x2
