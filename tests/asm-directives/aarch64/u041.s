.section .foo , "a" , @progbits
add x0, x1, x2
