.section .foo,"a",@progbits # comment
add x0, x1, x2
