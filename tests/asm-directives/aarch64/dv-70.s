.align 16
add x0, x1, x2
