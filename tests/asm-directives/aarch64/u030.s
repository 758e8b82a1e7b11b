.section .foo,"G",@progbits,g,foo
add x0, x1, x2
