.section .foo,"a",@unwind
add x0, x1, x2
